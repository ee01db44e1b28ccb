import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { LoadStatus } from '../stores/loadStatus';
import type { ModerationStatus } from './moderationStatus';
import { LoadTurns } from '../stores/LoadTurns';

/** What every post an author sends has: where it stands with the operators, and why not. */
export interface AuthoredPost {
  /** The post's number. */
  readonly id: number;
  /** Where it stands with the operators. */
  readonly status: ModerationStatus;
  /** Why it was rejected (its author sees it). */
  readonly rejectReason: string | null;
  /** When it was sent (epoch seconds). */
  readonly createdAt: number;
}

/**
 * The signed-in author's own posts (我的晒单, 我的爆料): what waits, what was shown, what was
 * rejected and why.
 */
export class MyPostsStore<Post extends AuthoredPost> {
  /** The author's posts, newest first; kept on screen while they load again. */
  posts: readonly Post[] | undefined = undefined;
  /** Loading state. */
  status: LoadStatus = 'idle';
  /** The Chinese error line of a failed load. */
  message: string | undefined = undefined;

  private readonly turns = new LoadTurns();

  /** `read` asks the server for the author's posts (e.g. `api.mine()`). */
  constructor(private readonly read: () => Promise<readonly Post[]>) {
    makeAutoObservable<this, 'read' | 'turns'>(
      this,
      { read: false, turns: false },
      { autoBind: true },
    );
  }

  /** Loads the author's posts (again after they send one); a newer load wins. */
  load = flow(function* (this: MyPostsStore<Post>) {
    const isNewest = this.turns.next();
    this.status = 'loading';
    this.message = undefined;
    try {
      const posts = (yield this.read()) as readonly Post[];
      if (!isNewest()) return;
      this.posts = posts;
      this.status = 'ready';
    } catch (error) {
      if (!isNewest()) return;
      this.status = 'error';
      this.message = failureMessage(error);
    }
  });
}
