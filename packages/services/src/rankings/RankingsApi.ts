import type { WireAnswer } from '@pricetrail/core';
import type { HttpClient } from '../http/HttpClient';
import { fromWireProduct } from '../api/wire';
import type { RankedItem, RankingQuery, RankingsApiClient, RankMove } from './rankingTypes';

/** A ranked product as the server sends it. */
export type WireRankedItem = WireAnswer<'/api/rankings'>['items'][number];

/** Maps a server move; only up and down carry places. */
function fromWireMove(move: NonNullable<WireRankedItem['move']>): RankMove {
  return move.kind === 'up' || move.kind === 'down'
    ? { kind: move.kind, places: move.places }
    : { kind: move.kind, places: 0 };
}

/** Maps a server ranked product. */
export function fromWireRankedItem(item: WireRankedItem): RankedItem {
  return {
    rank: item.rank,
    move: item.move && fromWireMove(item.move),
    value: item.value,
    product: fromWireProduct(item.product),
    price: item.summary?.currentFinal ?? 0,
  };
}

/** The rankings API over the injected HTTP client. */
export class RankingsApi implements RankingsApiClient {
  constructor(private readonly http: HttpClient) {}

  /** `GET /api/rankings?list=&category=`. */
  async list(query: RankingQuery): Promise<readonly RankedItem[]> {
    const answer = await this.http.get<WireAnswer<'/api/rankings'>>('/api/rankings', {
      query: { list: query.list, category: query.class },
    });
    return answer.items.map(fromWireRankedItem);
  }
}
