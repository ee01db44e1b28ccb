import { fromWireProduct, type WireProductWithSummary } from '../api/wire';
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
export type WireDealPost = WireProductWithSummary & Omit<DealPost, 'product' | 'currentPrice'>;

interface Answer<T> {
  msg?: unknown;
  data?: T;
}

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
    const answer = await this.http.get<Omit<DealPostPage, 'items'> & { items: WireDealPost[] }>(
      DEAL_POSTS_PATH,
      { query: { page: query.page, dp: query.dpIds?.join(',') } },
    );
    return { ...answer, items: answer.items.map(fromWireDealPost) };
  }

  async mine(): Promise<readonly DealPost[]> {
    const answer = await this.http.get<{ items: WireDealPost[] }>(`${DEAL_POSTS_PATH}/mine`);
    return answer.items.map(fromWireDealPost);
  }

  async vote(id: number, value: DealVote): Promise<DealPostVotes> {
    const answer = await this.http.put<Answer<DealPostVotes>>(`${DEAL_POSTS_PATH}/${id}/vote`, {
      value,
    });
    return answer.data ?? { worth: 0, unworth: 0, mine: 0 };
  }

  async send(draft: BaoliaoDraft): Promise<{ id: number; message: string }> {
    const answer = await this.http.post<Answer<{ id: number }>>(DEAL_POSTS_PATH, {
      link: draft.link,
      reason: draft.reason,
    });
    return {
      id: Number(answer.data?.id ?? 0),
      message: typeof answer.msg === 'string' ? answer.msg : '',
    };
  }
}
