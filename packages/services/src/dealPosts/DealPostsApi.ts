import type { WireAnswer, WireBody } from '@pricetrail/core';
import { fromWireProduct } from '../api/wire';
import type { HttpClient } from '../http/HttpClient';
import type {
  BaoliaoDraft,
  DealPost,
  DealPostPage,
  DealPostsApiClient,
  DealPostVotes,
  DealVote,
} from './dealPostTypes';

/** The deal posts endpoint. */
export const DEAL_POSTS_PATH = '/api/deal-posts';

/** A post as the server sends it. */
export type WireDealPost = WireAnswer<'/api/deal-posts/{id}'>;

type VotePath = '/api/deal-posts/{id}/vote';

/** Maps a server post. */
export function fromWireDealPost(post: WireDealPost): DealPost {
  const { summary, product, ...rest } = post;
  return { ...rest, product: fromWireProduct(product), currentPrice: summary?.currentFinal };
}

/** `/api/deal-posts` over the injected HTTP client. */
export class DealPostsApi implements DealPostsApiClient {
  constructor(private readonly http: HttpClient) {}

  async get(id: number): Promise<DealPost> {
    return fromWireDealPost(await this.http.get<WireDealPost>(`${DEAL_POSTS_PATH}/${id}`));
  }

  async list(query: { page: number; dpIds?: readonly string[] }): Promise<DealPostPage> {
    const answer = await this.http.get<WireAnswer<typeof DEAL_POSTS_PATH>>(DEAL_POSTS_PATH, {
      query: { page: query.page, dp: query.dpIds?.join(',') },
    });
    return { ...answer, items: answer.items.map(fromWireDealPost) };
  }

  async mine(): Promise<readonly DealPost[]> {
    const answer = await this.http.get<WireAnswer<'/api/deal-posts/mine'>>(
      `${DEAL_POSTS_PATH}/mine`,
    );
    return answer.items.map(fromWireDealPost);
  }

  async vote(id: number, value: DealVote): Promise<DealPostVotes> {
    const body: WireBody<VotePath, 'put'> = { value };
    const answer = await this.http.put<WireAnswer<VotePath, 'put'>>(
      `${DEAL_POSTS_PATH}/${id}/vote`,
      body,
    );
    return answer.data ?? { worth: 0, unworth: 0, mine: 0 };
  }

  async send(draft: BaoliaoDraft): Promise<{ id: number; message: string }> {
    const body: WireBody<typeof DEAL_POSTS_PATH, 'post'> = {
      link: draft.link,
      reason: draft.reason,
    };
    const answer = await this.http.post<WireAnswer<typeof DEAL_POSTS_PATH, 'post'>>(
      DEAL_POSTS_PATH,
      body,
    );
    return { id: answer.data?.id ?? 0, message: answer.msg };
  }
}
