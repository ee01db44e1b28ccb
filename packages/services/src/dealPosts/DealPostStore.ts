import { flow, makeAutoObservable } from 'mobx';
import { NotFoundError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { DealPost, DealPostsApiClient, DealPostVotes, DealVote } from './dealPostTypes';
import { LoadTurns } from '../stores/LoadTurns';

/** Where the post page is: loading, showing, no such post, or failed. */
export type DealPostStatus = 'loading' | 'ready' | 'notFound' | 'error';

/** `/zhi/detail/:id`: one 好价 post and the viewer's 值 / 不值 vote. */
export class DealPostStore {
  /** The post shown. */
  post: DealPost | undefined = undefined;
  /** Loading state. */
  status: DealPostStatus = 'loading';
  /** The Chinese line of a failed load or vote. */
  message: string | undefined = undefined;
  /** A vote is on its way. */
  isVoting = false;

  private readonly turns = new LoadTurns();
  #asked: { key: string; loading: Promise<void> } | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly api: DealPostsApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'turns'>(
      this,
      { root: false, api: false, turns: false },
      { autoBind: true },
    );
  }

  /**
   * Loads the post unless it was read already for this viewer: the route's loader, then the page,
   * ask alike. A signed-in viewer's read differs (their own vote, their own 爆料 under review), so
   * once the viewer is known the post is read again.
   */
  ensureLoaded(id: number): Promise<void> {
    const key = `${id} ${this.root.login.userInfo?.uid ?? ''}`;
    if (this.#asked?.key === key) return this.#asked.loading;
    const loading = this.load(id);
    this.#asked = { key, loading };
    return loading;
  }

  /** Loads one post; a newer load wins. */
  load = flow(function* (this: DealPostStore, id: number) {
    const isNewest = this.turns.next();
    this.status = 'loading';
    this.message = undefined;
    try {
      const post = (yield this.api.get(id)) as DealPost;
      if (!isNewest()) return;
      this.post = post;
      this.status = 'ready';
    } catch (error) {
      if (!isNewest()) return;
      this.post = undefined;
      this.status = error instanceof NotFoundError ? 'notFound' : 'error';
      this.message = failureMessage(error);
    }
  });

  /** 值 (1) or 不值 (-1); pressing one's own vote again takes it back. */
  vote = flow(function* (this: DealPostStore, value: 1 | -1) {
    const post = this.post;
    if (!post || this.isVoting) return;
    if (!this.root.login.isSignedIn) {
      this.root.login.openModal();
      return;
    }
    const next: DealVote = post.votes.mine === value ? 0 : value;
    this.isVoting = true;
    this.message = undefined;
    try {
      const votes = (yield this.api.vote(post.id, next)) as DealPostVotes;
      if (this.post?.id === post.id) this.post = { ...this.post, votes };
    } catch (error) {
      this.message = failureMessage(error);
    } finally {
      this.isVoting = false;
    }
  });
}

/** The post page's store (`/zhi/detail/:id`), by post: the one shown is kept. */
export const dealPostView = viewKind<DealPostStore, number, RootStore>(
  'dealPost',
  (root) => new DealPostStore(root, root.dealPosts),
);
