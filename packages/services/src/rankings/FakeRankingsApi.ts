import { ServerError } from '../http/errors';
import type { RankedItem, RankingList, RankingQuery, RankingsApiClient } from './rankingTypes';
import { SAMPLE_RANKINGS } from './sampleRankings';

/** Options of {@link FakeRankingsApi}. */
export interface FakeRankingsOptions {
  /** The lists to answer from; the sample rankings by default. */
  readonly rankings?: Partial<Record<RankingList, readonly RankedItem[]>>;
  /** Answers that never arrive (for loading stories). */
  readonly isHanging?: boolean;
  /** Every answer fails with a server error (for error stories). */
  readonly isFailing?: boolean;
}

/** The rankings API answered from sample data, for stories and tests. */
export class FakeRankingsApi implements RankingsApiClient {
  /** Every query asked, in order. */
  readonly queries: RankingQuery[] = [];

  constructor(private readonly options: FakeRankingsOptions = {}) {}

  /** The list, narrowed to the category and ranked again like the server. */
  list(query: RankingQuery): Promise<readonly RankedItem[]> {
    this.queries.push(query);
    if (this.options.isHanging) return new Promise<readonly RankedItem[]>(() => undefined);
    if (this.options.isFailing) return Promise.reject(new ServerError(500, '服务器繁忙', 500));
    const all = this.options.rankings?.[query.list] ?? SAMPLE_RANKINGS[query.list];
    const items = all.filter((item) => !query.class || item.product.categorySlug === query.class);
    return Promise.resolve(items.map((item, index) => ({ ...item, rank: index + 1 })));
  }
}
