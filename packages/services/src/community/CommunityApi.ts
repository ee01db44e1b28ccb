import type { WireAnswer, WireBody } from '@pricetrail/core';
import { fromWireDealPost } from '../dealPosts/DealPostsApi';
import type { FormFile, HttpClient } from '../http/HttpClient';
import { shaidanImageUrl, suggestionImageUrl } from './communityImages';
import type {
  CommunityApiClient,
  ModerationKind,
  ModerationQueue,
  PostPage,
  ProductReviews,
  ShaidanDraft,
  ShaidanPost,
} from './communityTypes';

/** The 晒单 endpoint. */
export const SHAIDAN_PATH = '/api/shaidan';

type LikePath = '/api/shaidan/{id}/like';

type ReviewsPath = '/api/products/{dpId}/reviews';

type ModerationPath = '/api/moderation/{kind}/{id}';

/** The moderation queue as the server sends it. */
export type WireModerationQueue = WireAnswer<'/api/moderation'>;

/** Maps the server's moderation queue; its 爆料 are deal posts. */
export function fromWireModerationQueue(queue: WireModerationQueue): ModerationQueue {
  return { ...queue, baoliao: queue.baoliao.map(fromWireDealPost) };
}

const reviewsPath = (dpId: string): string => `/api/products/${encodeURIComponent(dpId)}/reviews`;

/** `/api/shaidan`, `/api/products/:dpId/reviews` and `/api/moderation` over the injected HTTP client. */
export class CommunityApi implements CommunityApiClient {
  constructor(private readonly http: HttpClient) {}

  readonly imageUrl = shaidanImageUrl;

  readonly suggestionImageUrl = suggestionImageUrl;

  feed(page: number): Promise<PostPage> {
    return this.http.get<WireAnswer<typeof SHAIDAN_PATH>>(SHAIDAN_PATH, { query: { page } });
  }

  async mine(): Promise<readonly ShaidanPost[]> {
    const answer = await this.http.get<WireAnswer<'/api/shaidan/mine'>>(`${SHAIDAN_PATH}/mine`);
    return answer.items;
  }

  async send(draft: ShaidanDraft): Promise<string> {
    const files: Record<string, FormFile> = {};
    draft.images.forEach((image, i) => {
      files[`image${i + 1}`] = {
        data: image.data,
        filename: image.filename,
        contentType: image.data.type || undefined,
      };
    });
    // A multipart form: the document declares no JSON body for it, only the answer.
    const answer = await this.http.postForm<WireAnswer<typeof SHAIDAN_PATH, 'post'>>(
      SHAIDAN_PATH,
      { link: draft.link, text: draft.text },
      { encoding: 'multipart', files },
    );
    return answer.msg;
  }

  async setLike(postId: number, liked: boolean): Promise<number> {
    const path = `${SHAIDAN_PATH}/${postId}/like`;
    const answer = liked
      ? await this.http.put<WireAnswer<LikePath, 'put'>>(path)
      : await this.http.delete<WireAnswer<LikePath, 'delete'>>(path);
    return answer.data?.likes ?? 0;
  }

  productReviews(dpId: string): Promise<ProductReviews> {
    return this.http.get<WireAnswer<ReviewsPath>>(reviewsPath(dpId));
  }

  async review(dpId: string, rating: number, text: string): Promise<string> {
    const body: WireBody<ReviewsPath, 'post'> = { rating, text };
    const answer = await this.http.post<WireAnswer<ReviewsPath, 'post'>>(reviewsPath(dpId), body);
    return answer.msg;
  }

  async moderationQueue(): Promise<ModerationQueue> {
    return fromWireModerationQueue(await this.http.get<WireModerationQueue>('/api/moderation'));
  }

  async moderate(
    kind: ModerationKind,
    id: number,
    verdict: { approve: boolean; reason: string },
  ): Promise<void> {
    const body: WireBody<ModerationPath, 'post'> = {
      action: verdict.approve ? 'approve' : 'reject',
      reason: verdict.reason,
    };
    await this.http.post<WireAnswer<ModerationPath, 'post'>>(`/api/moderation/${kind}/${id}`, body);
  }
}
