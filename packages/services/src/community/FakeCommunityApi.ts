import { AuthorizationError, BadRequestError, NetworkError } from '../http/errors';
import { pageOf } from '../paging/page';
import type {
  CommunityApiClient,
  ModerationKind,
  ModerationQueue,
  PostPage,
  ProductReviews,
  ShaidanDraft,
  ShaidanPost,
} from './communityTypes';
import { SAMPLE_MY_POSTS, SAMPLE_POSTS, SAMPLE_QUEUE, SAMPLE_REVIEWS } from './sampleCommunity';

/** How a {@link FakeCommunityApi} refuses a 晒单: 'network', or the server's 400 with its code. */
export type FakeCommunityFailure = 'network' | { readonly code: number; readonly msg: string };

/** Answers of a {@link FakeCommunityApi}; by default the sample data, every send received. */
export interface FakeCommunityOptions {
  /** The approved feed. */
  posts?: readonly ShaidanPost[];
  /** The signed-in author's own posts. */
  mine?: readonly ShaidanPost[];
  /** Refuse every read (feed, reviews, queue) this way. */
  fail?: FakeCommunityFailure;
  /** Refuse every 晒单 sent this way. */
  sendFailure?: FakeCommunityFailure;
  /** The moderation queue; 'forbidden' answers 403 as for a non-operator. */
  queue?: ModerationQueue | 'forbidden';
  /** Milliseconds every answer takes (0 by default; a huge value never answers). */
  delayMs?: number;
}

/** The line the fake answers a 晒单 with (the server's own wording). */
export const SAMPLE_SHAIDAN_SENT = '晒单已提交，审核通过后展示';

/** 晒单, reviews and moderation in memory: keeps what was sent and decided, answers as scripted. */
export class FakeCommunityApi implements CommunityApiClient {
  /** Every 晒单 sent, in order. */
  readonly sent: ShaidanDraft[] = [];
  /** Every verdict given, in order. */
  readonly verdicts: { kind: ModerationKind; id: number; approve: boolean; reason: string }[] = [];
  private posts: ShaidanPost[];
  private queue: ModerationQueue | 'forbidden';

  constructor(private readonly options: FakeCommunityOptions = {}) {
    this.posts = [...(options.posts ?? SAMPLE_POSTS)];
    this.queue = options.queue ?? SAMPLE_QUEUE;
  }

  /** A flat picture of the id's colour, or an address that fails for an id starting 'f'. */
  imageUrl(id: string): string {
    if (id.startsWith('f')) return 'data:image/png;base64,AAAA';
    const colour = `#${id.slice(0, 6)}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><circle cx="200" cy="150" r="70" fill="#ffffff" fill-opacity="0.5"/></svg>`;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  }

  /** A flat blue picture for odd screenshot numbers, a green one for even ones. */
  suggestionImageUrl(_suggestionId: number, n: number): string {
    return this.imageUrl(n % 2 === 1 ? '4c6ef5' : '12b886');
  }

  private async answer(failure = this.options.fail): Promise<void> {
    const delay = this.options.delayMs ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (failure === 'network') throw new NetworkError('offline');
    if (failure) throw new BadRequestError(400, failure.msg, failure.code);
  }

  async feed(page: number): Promise<PostPage> {
    await this.answer();
    return pageOf(this.posts, page, 20);
  }

  async mine(): Promise<readonly ShaidanPost[]> {
    await this.answer();
    return this.options.mine ?? SAMPLE_MY_POSTS;
  }

  async send(draft: ShaidanDraft): Promise<string> {
    await this.answer(this.options.sendFailure);
    this.sent.push(draft);
    return SAMPLE_SHAIDAN_SENT;
  }

  setLike(postId: number, liked: boolean): Promise<number> {
    const post = this.posts.find((p) => p.id === postId);
    if (!post) return Promise.resolve(0);
    const likes = post.likes + (liked === post.liked ? 0 : liked ? 1 : -1);
    this.posts = this.posts.map((p) => (p.id === postId ? { ...p, liked, likes } : p));
    return Promise.resolve(likes);
  }

  async productReviews(dpId: string): Promise<ProductReviews> {
    await this.answer();
    const reviews = SAMPLE_REVIEWS.map((review) => ({ ...review, dpId }));
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    return {
      count: reviews.length,
      average: Math.round(average * 10) / 10,
      reviews,
      posts: this.posts.slice(0, 2).map((post) => ({ ...post, dpId })),
    };
  }

  async review(): Promise<string> {
    await this.answer();
    return '评价已提交，审核通过后展示';
  }

  async moderationQueue(): Promise<ModerationQueue> {
    await this.answer();
    if (this.queue === 'forbidden') throw new AuthorizationError(403, '无权访问审核后台', 403);
    return this.queue;
  }

  moderate(
    kind: ModerationKind,
    id: number,
    verdict: { approve: boolean; reason: string },
  ): Promise<void> {
    this.verdicts.push({ kind, id, ...verdict });
    const queue = this.queue;
    if (queue !== 'forbidden') {
      this.queue = {
        shaidan: kind === 'shaidan' ? queue.shaidan.filter((p) => p.id !== id) : queue.shaidan,
        reviews: kind === 'review' ? queue.reviews.filter((r) => r.id !== id) : queue.reviews,
        suggestions:
          kind === 'suggestion' ? queue.suggestions.filter((s) => s.id !== id) : queue.suggestions,
        baoliao: kind === 'baoliao' ? queue.baoliao.filter((p) => p.id !== id) : queue.baoliao,
        comments: kind === 'comment' ? queue.comments.filter((c) => c.id !== id) : queue.comments,
      };
    }
    return Promise.resolve();
  }
}
