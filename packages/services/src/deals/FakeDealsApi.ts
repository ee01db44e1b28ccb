import { ServerError } from '../http/errors';
import { pageOf } from '../paging/page';
import type { DealItem, DealPage, DealQuery, DealsApiClient } from './dealTypes';
import { SAMPLE_DEAL_RULES, SAMPLE_DEALS } from './sampleDeals';

/** Options of {@link FakeDealsApi}. */
export interface FakeDealsOptions {
  /** The deals to answer from; the sample deals by default. */
  readonly deals?: readonly DealItem[];
  /** Answers that never arrive (for loading stories). */
  readonly isHanging?: boolean;
  /** Every answer fails with a server error (for error stories). */
  readonly isFailing?: boolean;
  /** Deals per page; 20 by default. */
  readonly pageSize?: number;
}

const ORDER: Record<DealQuery['sort'], (a: DealItem, b: DealItem) => number> = {
  drop: (a, b) => b.deal.dropPercent - a.deal.dropPercent,
  amount: (a, b) => b.deal.dropFen - a.deal.dropFen,
  price: (a, b) => a.deal.price - b.deal.price,
  newest: (a, b) => b.deal.since - a.deal.since,
};

function matches({ product, deal }: DealItem, query: DealQuery): boolean {
  return (
    (query.view === 'fake' ? deal.kind === 'fake' : deal.kind === 'deal') &&
    (!query.class || product.categorySlug === query.class) &&
    (query.siteId === undefined || product.siteId === query.siteId) &&
    (query.minDrop === undefined || deal.dropPercent >= query.minDrop) &&
    (query.minPrice === undefined || deal.price >= query.minPrice) &&
    (query.maxPrice === undefined || deal.price <= query.maxPrice) &&
    (!query.isLowestOnly || deal.isLowest)
  );
}

/** The deals API answered from sample data, for stories and tests. */
export class FakeDealsApi implements DealsApiClient {
  /** Every query asked, in order. */
  readonly queries: DealQuery[] = [];

  constructor(private readonly options: FakeDealsOptions = {}) {}

  /** One page of the sample deals, filtered and sorted like the server. */
  list(query: DealQuery): Promise<DealPage> {
    this.queries.push(query);
    if (this.options.isHanging) return new Promise<DealPage>(() => undefined);
    if (this.options.isFailing) return Promise.reject(new ServerError(500, '服务器繁忙', 500));
    const pageSize = this.options.pageSize ?? 20;
    const all = (this.options.deals ?? SAMPLE_DEALS)
      .filter((item) => matches(item, query))
      .sort(ORDER[query.sort]);
    return Promise.resolve({ ...pageOf(all, query.page, pageSize), rules: SAMPLE_DEAL_RULES });
  }
}
