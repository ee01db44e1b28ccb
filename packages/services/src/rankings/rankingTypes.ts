import type { ProductInfo } from '../api/priceTypes';

/** The rankings: 降价榜, 热门榜, 收藏榜, 销量榜. */
export type RankingList = 'drop' | 'hot' | 'watched' | 'sales';

/** A row's move since yesterday's list: up or down some places, the same place, or new on it. */
export type RankMove =
  | { readonly kind: 'up' | 'down'; readonly places: number }
  | { readonly kind: 'same' | 'new'; readonly places: 0 };

/** A product on a ranking. */
export interface RankedItem {
  /** Its place, from 1. */
  readonly rank: number;
  /** Its move since yesterday; null when yesterday's list is unknown. */
  readonly move: RankMove | null;
  /** The list's figure: 降幅 in percent, views in 7 days, watchers or units sold. */
  readonly value: number;
  /** The product. */
  readonly product: ProductInfo;
  /** Its current final price, in fen. */
  readonly price: number;
}

/** Which ranking to show. */
export interface RankingQuery {
  /** The list. */
  readonly list: RankingList;
  /** A category slug; the overall list when absent. */
  readonly class?: string;
}

/** The rankings API (`GET /api/rankings`). */
export interface RankingsApiClient {
  /** One list in rank order (at most 50). */
  list(query: RankingQuery): Promise<readonly RankedItem[]>;
}
