import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { RootStore } from '../root/RootStore';
import type { CommunityApiClient, PostPage, ShaidanPost } from './communityTypes';

/** Where the feed is: loading, showing, or failed. */
export type FeedStatus = 'loading' | 'ready' | 'error';

/** `/shaidan`'s feed: one page of approved 晒单 and the viewer's likes. */
export class ShaidanFeedStore {
  /** The page shown; kept on screen while the next one loads. */
  result: PostPage | undefined = undefined;
  /** Loading state. */
  status: FeedStatus = 'loading';
  /** The Chinese error line of a failed load or like. */
  message: string | undefined = undefined;

  private generation = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: CommunityApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'generation'>(
      this,
      { root: false, api: false, generation: false },
      { autoBind: true },
    );
  }

  /** Loads one page; a newer load wins. */
  load = flow(function* (this: ShaidanFeedStore, page: number) {
    this.generation += 1;
    const generation = this.generation;
    this.status = 'loading';
    this.message = undefined;
    try {
      const result = (yield this.api.feed(page)) as PostPage;
      if (generation !== this.generation) return;
      this.result = result;
      this.status = 'ready';
    } catch (error) {
      if (generation !== this.generation) return;
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
