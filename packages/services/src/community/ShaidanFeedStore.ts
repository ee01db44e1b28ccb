import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { CommunityApiClient, PostPage, ShaidanPost } from './communityTypes';
import { LoadTurns } from '../stores/LoadTurns';

/** Where the feed is: loading, showing, or failed. */
export type FeedStatus = 'loading' | 'ready' | 'error';

type LikeState = Pick<ShaidanPost, 'liked' | 'likes'>;

/** `/shaidan`'s feed: one page of approved 晒单 and the viewer's likes. */
export class ShaidanFeedStore {
  /** The page shown; kept on screen while the next one loads. */
  result: PostPage | undefined = undefined;
  /** Loading state. */
  status: FeedStatus = 'loading';
  /** The Chinese error line of a failed load or like. */
  message: string | undefined = undefined;

  private readonly turns = new LoadTurns();
  // The page last asked for, as whom (whether the viewer's likes are in it), and its load.
  #asked: { page: number; isSignedIn: boolean; loading: Promise<void> } | undefined;
  // Likes given or taken back while a page loads: its answer may have been read before them.
  readonly #likesMeanwhile = new Map<number, LikeState>();

  constructor(
    private readonly root: RootStore,
    private readonly api: CommunityApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'turns'>(
      this,
      { root: false, api: false, turns: false },
      { autoBind: true },
    );
  }

  /** Loads one page afresh (each visit to the page); a newer load wins. */
  load(page: number): Promise<void> {
    const loading = this.read(page);
    this.#asked = { page, isSignedIn: this.root.login.isSignedIn, loading };
    return loading;
  }

  /**
   * Loads the page unless it was last asked for as the same viewer (the route's loader did, or it
   * is loading): a page read for a visitor, as the server renders it, is read again once the
   * viewer is signed in, for their likes.
   */
  ensureLoaded(page: number): Promise<void> {
    const asked = this.#asked;
    if (asked?.page === page && asked.isSignedIn === this.root.login.isSignedIn) {
      return asked.loading;
    }
    return this.load(page);
  }

  private read = flow(function* (this: ShaidanFeedStore, page: number) {
    const isNewest = this.turns.next();
    this.status = 'loading';
    this.message = undefined;
    this.#likesMeanwhile.clear();
    try {
      const result = (yield this.api.feed(page)) as PostPage;
      if (!isNewest()) return;
      const items = result.items.map((post) => ({ ...post, ...this.#likesMeanwhile.get(post.id) }));
      this.result = { ...result, items };
      this.status = 'ready';
    } catch (error) {
      if (!isNewest()) return;
      this.status = 'error';
      this.message = failureMessage(error);
    }
  });

  /** Likes or unlikes a post; a visitor is asked to sign in first. */
  toggleLike = flow(function* (this: ShaidanFeedStore, post: ShaidanPost) {
    if (!this.root.login.isSignedIn) {
      this.root.login.openModal();
      return;
    }
    const liked = !post.liked;
    try {
      const likes = (yield this.api.setLike(post.id, liked)) as number;
      this.#likesMeanwhile.set(post.id, { liked, likes });
      this.replace({ ...post, liked, likes });
    } catch (error) {
      this.message = failureMessage(error);
    }
  });

  private replace(post: ShaidanPost): void {
    const result = this.result;
    if (!result) return;
    this.result = { ...result, items: result.items.map((p) => (p.id === post.id ? post : p)) };
  }
}

/** `/shaidan`'s feed: one store, whose page the route's `?page=` picks. */
export const shaidanFeedView = viewKind(
  'shaidanFeed',
  (root: RootStore) => new ShaidanFeedStore(root, root.community),
);
