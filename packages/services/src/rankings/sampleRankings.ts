import { SAMPLE_PRODUCTS } from '../api/sampleData';
import type { RankedItem, RankingList, RankMove } from './rankingTypes';

function product(index: number) {
  const found = SAMPLE_PRODUCTS[index];
  if (!found) throw new Error(`no sample product ${index}`);
  return found;
}

const PRICES = [529_900, 459_900, 199_900, 529_900];

/** A list over the sample products in this order, with these figures and moves. */
function ranking(
  order: readonly number[],
  values: readonly number[],
  moves: readonly (RankMove | null)[],
): readonly RankedItem[] {
  return order.map((index, place) => ({
    rank: place + 1,
    move: moves[place] ?? null,
    value: values[place] ?? 0,
    product: product(index),
    price: PRICES[index] ?? 0,
  }));
}

/** Each list over the sample products, with every kind of move. */
export const SAMPLE_RANKINGS: Readonly<Record<RankingList, readonly RankedItem[]>> = {
  drop: ranking(
    [2, 0, 1],
    [33.3, 18, 13.2],
    [
      { kind: 'up', places: 3 },
      { kind: 'down', places: 1 },
      { kind: 'new', places: 0 },
    ],
  ),
  hot: ranking(
    [0, 1, 3, 2],
    [12_840, 9_310, 4_025, 987],
    [
      { kind: 'same', places: 0 },
      { kind: 'up', places: 1 },
      { kind: 'down', places: 1 },
      { kind: 'new', places: 0 },
    ],
  ),
  watched: ranking(
    [1, 0, 3],
    [2_318, 1_607, 96],
    [{ kind: 'up', places: 1 }, { kind: 'down', places: 1 }, null],
  ),
  sales: ranking([0, 1, 2, 3], [52_000, 31_500, 8_800, 1_200], [null, null, null, null]),
};
