import { BadRequestError, NetworkError, NotFoundError } from '../http/errors';
import { pageOf } from '../paging/page';
import type {
  BaoliaoDraft,
  DealPost,
  DealPostPage,
  DealPostsApiClient,
  DealPostVotes,
  DealVote,
} from './dealPostTypes';
import { SAMPLE_DEAL_POSTS, SAMPLE_MY_BAOLIAO } from './sampleDealPosts';

/** How a {@link FakeDealPostsApi} refuses: 'network', or the server's 400 with its code. */
export type FakeDealPostsFailure = 'network' | { readonly code: number; readonly msg: string };

/** Answers of a {@link FakeDealPostsApi}; by default the sample posts, every 爆料 received. */
export interface FakeDealPostsOptions {
  /** The posts it knows (any status). */
  posts?: readonly DealPost[];
  /** Refuse every read this way. */
  fail?: FakeDealPostsFailure;
  /** Refuse every 爆料 this way. */
  sendFailure?: FakeDealPostsFailure;
  /** Milliseconds every read takes (0 by default; a huge value never answers). */
  delayMs?: number;
  /** The viewer's own 爆料 (我的爆料); the sample author's by default. */
  mine?: readonly DealPost[];
}

/** The line the fake answers a 爆料 with (the server's own wording). */
export const SAMPLE_BAOLIAO_SENT = '爆料已提交，审核通过后展示';

/** Deal posts in memory: votes counted, 爆料 kept, answers as scripted. */
export class FakeDealPostsApi implements DealPostsApiClient {
  /** Every 爆料 sent, in order. */
  readonly sent: BaoliaoDraft[] = [];
  private posts: DealPost[];

  constructor(private readonly options: FakeDealPostsOptions = {}) {
    this.posts = [...(options.posts ?? SAMPLE_DEAL_POSTS)];
  }

  private async answer(failure = this.options.fail): Promise<void> {
    const delay = this.options.delayMs ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (failure === 'network') throw new NetworkError('offline');
    if (failure) throw new BadRequestError(400, failure.msg, failure.code);
  }

  async get(id: number): Promise<DealPost> {
    await this.answer();
    const post = this.posts.find((p) => p.id === id);
    if (!post) throw new NotFoundError(404, '好价不存在或未通过审核', 404);
    return post;
  }

  async list(query: { page: number; dpIds?: readonly string[] }): Promise<DealPostPage> {
    await this.answer();
    const approved = this.posts.filter(
      (p) => p.status === 'approved' && (!query.dpIds || query.dpIds.includes(p.product.dpId)),
    );
    return pageOf(approved, query.page, 20);
  }

  async mine(): Promise<readonly DealPost[]> {
    await this.answer();
    return this.options.mine ?? SAMPLE_MY_BAOLIAO;
  }

  vote(id: number, value: DealVote): Promise<DealPostVotes> {
    const post = this.posts.find((p) => p.id === id);
    if (!post) return Promise.reject(new NotFoundError(404, '好价不存在或未通过审核', 404));
    const { worth, unworth, mine } = post.votes;
    const votes = {
      worth: worth - (mine === 1 ? 1 : 0) + (value === 1 ? 1 : 0),
      unworth: unworth - (mine === -1 ? 1 : 0) + (value === -1 ? 1 : 0),
      mine: value,
    };
    this.posts = this.posts.map((p) => (p.id === id ? { ...p, votes } : p));
    return Promise.resolve(votes);
  }

  async send(draft: BaoliaoDraft): Promise<{ id: number; message: string }> {
    await this.answer(this.options.sendFailure);
    this.sent.push(draft);
    return { id: 900 + this.sent.length, message: SAMPLE_BAOLIAO_SENT };
  }
}
