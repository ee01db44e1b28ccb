import type {
  HistoryRange,
  PriceHistory,
  PricesApiClient,
  ProductDetail,
  ProductOffer,
} from '../api/priceTypes';

/** The range a history page opens on. */
export const OPENING_RANGE: HistoryRange = '1y';

/** The answers a history page opens with: the product, the range's history and the offers. */
export type ProductAnswers = Promise<[ProductDetail, PriceHistory, readonly ProductOffer[]]>;

interface Pending {
  dpId: string;
  range: HistoryRange;
  answers: ProductAnswers;
}

/**
 * Asks for a product's answers while its page's code is still on the way (a route loader starts
 * it). Only the requests live in the entry; the history store that reads them loads with the page.
 */
export class HistoryPrefetch {
  private pending: Pending | undefined = undefined;

  constructor(private readonly api: PricesApiClient) {}

  /** Starts asking for the product's answers in the range a history page opens on. */
  start(dpId: string): void {
    const range = OPENING_RANGE;
    const answers = Promise.all([
      this.api.product(dpId),
      this.api.history(dpId, range),
      this.api.offers(dpId),
    ]);
    // A failure belongs to the page that takes the answers; untaken, it is nobody's error.
    answers.catch(() => undefined);
    this.pending = { dpId, range, answers };
  }

  /** The answers started for this product and range, once; undefined for any other. */
  take(dpId: string, range: HistoryRange): ProductAnswers | undefined {
    const pending = this.pending;
    this.pending = undefined;
    return pending && pending.dpId === dpId && pending.range === range
      ? pending.answers
      : undefined;
  }
}
