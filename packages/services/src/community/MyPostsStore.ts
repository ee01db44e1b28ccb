import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { LoadStatus } from '../stores/loadStatus';
import type { CommunityApiClient, ShaidanPost } from './communityTypes';

/** The signed-in author's own 晒单 on `/shaidan`: what waits, what was shown, what was rejected and why. */
export class MyShaidanStore {
  /** The author's posts, newest first; kept on screen while they load again. */
  posts: readonly ShaidanPost[] | undefined = undefined;
  /** Loading state. */
  status: LoadStatus = 'idle';
  /** The Chinese error line of a failed load. */
  message: string | undefined = undefined;

  private generation = 0;

  constructor(private readonly api: CommunityApiClient) {
    makeAutoObservable<this, 'api' | 'generation'>(
      this,
      { api: false, generation: false },
      { autoBind: true },
    );
  }

  /** Loads the author's posts (again after they send one); a newer load wins. */
  load = flow(function* (this: MyShaidanStore) {
    this.generation += 1;
    const generation = this.generation;
    this.status = 'loading';
    this.message = undefined;
    try {
      const posts = (yield this.api.mine()) as readonly ShaidanPost[];
      if (generation !== this.generation) return;
      this.posts = posts;
      this.status = 'ready';
    } catch (error) {
      if (generation !== this.generation) return;
      this.status = 'error';
      this.message = failureMessage(error);
    }
  });
}
