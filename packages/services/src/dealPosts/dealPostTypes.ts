import type { ProductInfo } from '../api/priceTypes';
import type { ModerationStatus } from '../community/moderationStatus';
import type { Page } from '../paging/page';

/** A vote: 值 (1), 不值 (-1), or none (0). */
export type DealVote = 1 | -1 | 0;

/** Why a post's price is good, in our figures of the moment it was made; money in fen. */
export interface DealPostProof {
  /** Median daily price of the 30 days before; null when too few days were known. */
  readonly median30: number | null;
  /** How far below that median, in fen (negative when above). */
  readonly dropFen: number | null;
  /** How far below that median, in percent (one decimal). */
  readonly dropPercent: number | null;
  /** Days with a price among those 30. */
  readonly dataDays: number;
  /** Days the median is taken over. */
  readonly windowDays: number;
  /** The lowest price ever seen, then. */
  readonly lowestPrice: number | null;
  /** The post's price was the lowest ever seen. */
  readonly isLowest: boolean;
}

/** The 值 / 不值 counts and the viewer's own vote. */
export interface DealPostVotes {
  /** 值 votes. */
  readonly worth: number;
  /** 不值 votes. */
  readonly unworth: number;
  /** The viewer's vote (0 for none or a visitor). */
  readonly mine: DealVote;
}

/** A 好价 post (`/zhi/detail/:id`). */
export interface DealPost {
  /** The post's number. */
  readonly id: number;
  /** Found in our data ('auto') or sent by a shopper (爆料, 'user'). */
  readonly source: 'auto' | 'user';
  /** The 爆料's author; null for a post from our data. */
  readonly author: string | null;
  /** The author's reason; null for a post from our data. */
  readonly reason: string | null;
  /** The post's final price (fen). */
  readonly price: number;
  /** Where it stands with the operators. */
  readonly status: ModerationStatus;
  /** Why it was rejected (its author sees it). */
  readonly rejectReason: string | null;
  /** When it was posted (epoch seconds). */
  readonly createdAt: number;
  /** The current price is above the post's: 已过期. */
  readonly expired: boolean;
  /** The product. */
  readonly product: ProductInfo;
  /** The product's current final price (fen), when known. */
  readonly currentPrice: number | undefined;
  /** Our figures. */
  readonly proof: DealPostProof;
  /** The votes. */
  readonly votes: DealPostVotes;
}

/** A page of approved posts, newest first. */
export type DealPostPage = Page<DealPost>;

/** A 爆料 as the form sends it. */
export interface BaoliaoDraft {
  /** The product's store link. */
  readonly link: string;
  /** Why the price is good. */
  readonly reason: string;
}

/** The deal post endpoints (real over HTTP, or a fake in stories and tests). */
export interface DealPostsApiClient {
  /** One post; rejects with `NotFoundError` when it is unknown or not visible. */
  get(id: number): Promise<DealPost>;
  /** Approved posts, newest first; only those of `dpIds` when given (at most 20). */
  list(query: { page: number; dpIds?: readonly string[] }): Promise<DealPostPage>;
  /** Votes 值 (1), 不值 (-1) or takes the vote back (0); the counts after. */
  vote(id: number, value: DealVote): Promise<DealPostVotes>;
  /** Sends a 爆料; a refusal rejects with an `ApiError` whose `code` names the field. */
  send(draft: BaoliaoDraft): Promise<{ id: number; message: string }>;
  /** The signed-in author's own 爆料 in every state, newest first (我的爆料). */
  mine(): Promise<readonly DealPost[]>;
}
