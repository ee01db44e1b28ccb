import type { HttpClient } from '../http/HttpClient';
import { fromWireProduct, type WireProductWithSummary } from '../api/wire';
import type { RankedItem, RankingQuery, RankingsApiClient, RankMove } from './rankingTypes';

type WireRankedItem = WireProductWithSummary & {
  rank: number;
  move: RankMove | null;
  value: number;
};

/** The rankings API over the injected HTTP client. */
export class RankingsApi implements RankingsApiClient {
  constructor(private readonly http: HttpClient) {}

  /** `GET /api/rankings?list=&category=`. */
  async list(query: RankingQuery): Promise<readonly RankedItem[]> {
    const answer = await this.http.get<{ items: readonly WireRankedItem[] }>('/api/rankings', {
      query: { list: query.list, category: query.class },
    });
    return answer.items.map((item) => ({
      rank: item.rank,
      move: item.move,
      value: item.value,
      product: fromWireProduct(item.product),
      price: item.summary?.currentFinal ?? 0,
    }));
  }
}
