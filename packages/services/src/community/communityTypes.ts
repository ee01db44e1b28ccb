import type { DealPost } from '../dealPosts/dealPostTypes';
import type { QueuedComment } from '../comments/commentTypes';
import type { Page } from '../paging/page';
import type { PhotoSize } from './communityImages';
import type { ModerationStatus } from './moderationStatus';

/** One photo of a 晒单: its id and shape (the sizes are served by id). */
export interface PostImage {
  /** The stored image's id. */
  readonly id: string;
  /** Upright width in px. */
  readonly width: number;
  /** Upright height in px. */
  readonly height: number;
}

/** One 晒单. */
export interface ShaidanPost {
  /** The post's number. */
  readonly id: number;
  /** The product it shows. */
  readonly dpId: string;
  /** The product's title ('' when unknown). */
  readonly title: string;
  /** The author's nickname. */
  readonly author: string;
  /** What the author wrote. */
  readonly text: string;
  /** One to nine photos. */
  readonly images: readonly PostImage[];
  /** How many people like it. */
  readonly likes: number;
  /** Whether the viewer likes it. */
  readonly liked: boolean;
  /** Where it stands with the operators. */
  readonly status: ModerationStatus;
  /** Why it was rejected (the author sees it). */
  readonly rejectReason: string | null;
  /** When it was posted (epoch seconds). */
  readonly createdAt: number;
}

/** One short review with a 1–5 rating. */
export interface ProductReview {
  /** The review's number. */
  readonly id: number;
  /** The product it is about. */
  readonly dpId: string;
  /** The product's title ('' when unknown). */
  readonly title: string;
  /** The author's nickname. */
  readonly author: string;
  /** One to five stars. */
  readonly rating: number;
  /** What the author wrote. */
  readonly text: string;
  /** Where it stands with the operators. */
  readonly status: ModerationStatus;
  /** Why it was rejected. */
  readonly rejectReason: string | null;
  /** When it was written (epoch seconds). */
  readonly createdAt: number;
}

/** A page of approved posts, newest first. */
export type PostPage = Page<ShaidanPost>;

/** A product's approved 晒单 and reviews, with the average rating. */
export interface ProductReviews {
  /** How many approved reviews there are. */
  readonly count: number;
  /** Their average rating, one decimal; null with none. */
  readonly average: number | null;
  /** The newest approved reviews. */
  readonly reviews: readonly ProductReview[];
  /** The newest approved 晒单. */
  readonly posts: readonly ShaidanPost[];
}

/** One screenshot sent with a suggestion: its upright size in pixels. */
export interface SuggestionScreenshot {
  /** Width in pixels. */
  readonly width: number;
  /** Height in pixels. */
  readonly height: number;
}

/** A suggestion awaiting an operator. */
export interface PendingSuggestion {
  /** The suggestion's number. */
  readonly id: number;
  /** What the sender wrote. */
  readonly text: string;
  /** The phone or e-mail they left. */
  readonly contact: string | null;
  /** The screenshots that came with it, in the order sent. */
  readonly images: readonly SuggestionScreenshot[];
  /** When it was sent (epoch seconds). */
  readonly createdAt: number;
}

/** Everything awaiting an operator. */
export interface ModerationQueue {
  /** Pending 晒单, oldest first. */
  readonly shaidan: readonly ShaidanPost[];
  /** Pending reviews, oldest first. */
  readonly reviews: readonly ProductReview[];
  /** New suggestions, oldest first. */
  readonly suggestions: readonly PendingSuggestion[];
  /** Pending 爆料, oldest first. */
  readonly baoliao: readonly DealPost[];
  /** Pending comments and those hidden by reports, oldest first. */
  readonly comments: readonly QueuedComment[];
}

/** What an operator moderates. */
export type ModerationKind = 'shaidan' | 'review' | 'suggestion' | 'baoliao' | 'comment';

/** One photo to send: its bytes and the name it was chosen under. */
export interface UploadImage {
  /** The file's bytes. */
  readonly data: Blob;
  /** The file name; the server judges by bytes, never by name. */
  readonly filename: string;
}

/** A 晒单 as the form sends it. */
export interface ShaidanDraft {
  /** The product's store link. */
  readonly link: string;
  /** What the author wrote. */
  readonly text: string;
  /** One to nine photos. */
  readonly images: readonly UploadImage[];
}

/** The 晒单, reviews and moderation endpoints (real over HTTP, or a fake in stories). */
export interface CommunityApiClient {
  /** Where one size of a stored photo is served. */
  imageUrl(id: string, size: PhotoSize): string;
  /** Where one size of a suggestion's nth screenshot (from 1) is served, to operators only. */
  suggestionImageUrl(suggestionId: number, n: number, size: PhotoSize): string;
  /** One page of the approved feed. */
  feed(page: number): Promise<PostPage>;
  /** The signed-in author's own 晒单 in every state, newest first, with reject reasons. */
  mine(): Promise<readonly ShaidanPost[]>;
  /** Sends a 晒单; a refusal rejects with an `ApiError` whose `code` names the field. Answers the server's line. */
  send(draft: ShaidanDraft): Promise<string>;
  /** Likes or unlikes a post; its like count after. */
  setLike(postId: number, liked: boolean): Promise<number>;
  /** A product's approved 晒单 and reviews. */
  productReviews(dpId: string): Promise<ProductReviews>;
  /** Sends a short review; answers the server's line. */
  review(dpId: string, rating: number, text: string): Promise<string>;
  /** What awaits an operator; rejects with 403 for anyone else. */
  moderationQueue(): Promise<ModerationQueue>;
  /** Approves, or rejects with a reason, one pending item. */
  moderate(
    kind: ModerationKind,
    id: number,
    verdict: { approve: boolean; reason: string },
  ): Promise<void>;
}
