import { fromWireDealPost, type WireDealPost } from '../dealPosts/DealPostsApi';
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

type WireModerationQueue = Omit<ModerationQueue, 'baoliao'> & { baoliao: WireDealPost[] };

interface Answer<T = unknown> {
  msg?: unknown;
  data?: T;
}

function message(answer: Answer): string {
  return typeof answer.msg === 'string' ? answer.msg : '';
}

/** `/api/shaidan`, `/api/products/:dpId/reviews` and `/api/moderation` over the injected HTTP client. */
export class CommunityApi implements CommunityApiClient {
  constructor(private readonly http: HttpClient) {}

  readonly imageUrl = shaidanImageUrl;

  readonly suggestionImageUrl = suggestionImageUrl;

  feed(page: number): Promise<PostPage> {
    return this.http.get<PostPage>(SHAIDAN_PATH, { query: { page } });
  }

  async mine(): Promise<readonly ShaidanPost[]> {
    return (await this.http.get<{ items: ShaidanPost[] }>(`${SHAIDAN_PATH}/mine`)).items;
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
    const answer = await this.http.postForm<Answer>(
      SHAIDAN_PATH,
      { link: draft.link, text: draft.text },
      { encoding: 'multipart', files },
    );
    return message(answer);
  }

  async setLike(postId: number, liked: boolean): Promise<number> {
    const path = `${SHAIDAN_PATH}/${postId}/like`;
    const answer = liked
      ? await this.http.put<Answer<{ likes: number }>>(path)
      : await this.http.delete<Answer<{ likes: number }>>(path);
    return Number(answer.data?.likes ?? 0);
  }

  productReviews(dpId: string): Promise<ProductReviews> {
    return this.http.get<ProductReviews>(`/api/products/${encodeURIComponent(dpId)}/reviews`);
  }

  async review(dpId: string, rating: number, text: string): Promise<string> {
    const answer = await this.http.post<Answer>(
      `/api/products/${encodeURIComponent(dpId)}/reviews`,
      { rating, text },
    );
    return message(answer);
  }

  async moderationQueue(): Promise<ModerationQueue> {
    const queue = await this.http.get<WireModerationQueue>('/api/moderation');
    return { ...queue, baoliao: queue.baoliao.map(fromWireDealPost) };
  }

  async moderate(
    kind: ModerationKind,
    id: number,
    verdict: { approve: boolean; reason: string },
  ): Promise<void> {
    await this.http.post(`/api/moderation/${kind}/${id}`, {
      action: verdict.approve ? 'approve' : 'reject',
      reason: verdict.reason,
    });
  }
}
