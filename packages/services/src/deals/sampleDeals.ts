import { SAMPLE_NOW, SAMPLE_PRODUCTS } from '../api/sampleData';
import type { DealItem, DealRulesInfo } from './dealTypes';

const DAY = 86_400;

/** The server's default thresholds. */
export const SAMPLE_DEAL_RULES: DealRulesInfo = {
  minDropPercent: 10,
  minDropFen: 1000,
  minDataDays: 14,
};

function product(index: number) {
  const found = SAMPLE_PRODUCTS[index];
  if (!found) throw new Error(`no sample product ${index}`);
  return found;
}

/** Real deals and one fake cut over the sample products. */
export const SAMPLE_DEALS: readonly DealItem[] = [
  {
    product: product(0),
    deal: {
      kind: 'deal',
      price: 529_900,
      median30: 646_200,
      dropFen: 116_300,
      dropPercent: 18,
      dataDays: 28,
      windowDays: 30,
      since: SAMPLE_NOW - 2 * DAY,
      isLowest: true,
      proof: null,
    },
  },
  {
    product: product(1),
    deal: {
      kind: 'deal',
      price: 459_900,
      median30: 529_900,
      dropFen: 70_000,
      dropPercent: 13.2,
      dataDays: 30,
      windowDays: 30,
      since: SAMPLE_NOW - DAY,
      isLowest: false,
      proof: null,
    },
  },
  {
    product: product(2),
    deal: {
      kind: 'deal',
      price: 199_900,
      median30: 299_900,
      dropFen: 100_000,
      dropPercent: 33.3,
      dataDays: 16,
      windowDays: 30,
      since: SAMPLE_NOW - 3 * DAY,
      isLowest: true,
      proof: null,
    },
  },
  {
    product: product(3),
    deal: {
      kind: 'fake',
      price: 529_900,
      median30: 659_900,
      dropFen: 130_000,
      dropPercent: 19.7,
      dataDays: 30,
      windowDays: 30,
      since: SAMPLE_NOW,
      isLowest: false,
      proof: {
        referencePrice: 519_900,
        raisedAt: SAMPLE_NOW - 21 * DAY,
        raisedPrice: 659_900,
        evidenceDays: 35,
      },
    },
  },
];
