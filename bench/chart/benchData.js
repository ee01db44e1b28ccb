import { makePriceHistory } from '../../packages/ui/src/fixtures/priceFixtures.ts';

/** The benchmark's product: ten years of daily prices, 3,650 points on each line. */
export const history = makePriceHistory({
  seed: 20_261_122,
  lastDay: '2026-11-22',
  days: 3650,
  startPrice: 329_900,
});

/** Where each page reports its numbers for run.mjs to read. */
export function report(result) {
  window.__benchResult = result;
}
