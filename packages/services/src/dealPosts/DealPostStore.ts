import { flow, makeAutoObservable } from 'mobx';
import { NotFoundError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { RootStore } from '../root/RootStore';
import type { DealPost, DealPostsApiClient, DealPostVotes, DealVote } from './dealPostTypes';

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

  private generation = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: DealPostsApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'generation'>(
      this,
      { root: false, api: false, generation: false },
      { autoBind: true },
    );
  }

  /** Loads one post; a newer load wins. */
  load = flow(function* (this: DealPostStore, id: number) {
    this.generation += 1;
    const generation = this.generation;
    this.status = 'loading';
    this.message = undefined;
    try {
      const post = (yield this.api.get(id)) as DealPost;
      if (generation !== this.generation) return;
      this.post = post;
      this.status = 'ready';
    } catch (error) {
      if (generation !== this.generation) return;
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
