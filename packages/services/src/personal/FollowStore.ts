import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { followInputProblem } from './followInput';
import type { Follow, FollowKind, FollowList } from './followTypes';
import type { PersonalApiClient } from './personalTypes';
import { PersonalLoads } from './PersonalLoads';
import { personalFailure, type PersonalStatus } from './personalStatus';

/** A line under the follow form or list: what happened, or why not. */
export interface FollowMessage {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/**
 * `/mine/follow`: the brands, categories and keywords the user follows, a form to follow a
 * keyword or brand, and 取消关注 shown at once and taken back when the server refuses it.
 */
export class FollowStore {
  /** Where the page stands. */
  status: PersonalStatus = 'loading';
  /** The follows, newest first. */
  follows: readonly Follow[] = [];
  /** How many follows one may keep. */
  max = 0;
  /** Why the follows could not be read (status 'failed'). */
  error: string | null = null;
  /** The follows are read again while the list stays on screen. */
  isLoading = false;
  /** The kind the form follows. */
  draftKind: Exclude<FollowKind, 'category'> = 'keyword';
  /** What the form would follow. */
  draft = '';
  /** A follow is on its way. */
  isAdding = false;
  /** The outcome of the last follow, shown under the form. */
  message: FollowMessage | null = null;
  /** The outcome of the last 取消关注, shown above the list. */
  listMessage: FollowMessage | null = null;

  private readonly loads: PersonalLoads;

  constructor(
    private readonly root: RootStore,
    private readonly api: PersonalApiClient,
  ) {
    this.loads = new PersonalLoads(root, this);
    makeAutoObservable<this, 'root' | 'api' | 'loads'>(
      this,
      { root: false, api: false, loads: false },
      { autoBind: true },
    );
  }

  /** Whether the list holds as many follows as one may keep. */
  get isFull(): boolean {
    return this.status === 'ready' && this.follows.length >= this.max;
  }

  /** Reads the follows; a newer load wins. */
  load = flow(function* (this: FollowStore) {
    yield* this.loads.run({ read: () => this.api.follows(), show: this.show });
  });

  private show(answer: FollowList): void {
    this.follows = answer.follows;
    this.max = answer.max;
  }

  /** Changes what the form would follow. */
  setDraft(kind: Exclude<FollowKind, 'category'>, draft: string): void {
    this.draftKind = kind;
    this.draft = draft;
  }

  /** Follows the form's keyword or brand; a problem the page can see is said without a call. */
  add = flow(function* (this: FollowStore) {
    if (this.isAdding) return;
    const problem = followInputProblem(this.draftKind, this.draft);
    if (problem) {
      this.message = { tone: 'error', text: problem };
      return;
    }
    this.isAdding = true;
    this.message = null;
    try {
      const follow = (yield this.api.addFollow(this.draftKind, this.draft)) as Follow;
      this.follows = [follow, ...this.follows.filter((f) => f.id !== follow.id)];
      this.draft = '';
      this.message = { tone: 'success', text: `已关注${follow.label}，有好价时会提醒你` };
    } catch (error) {
      const failure = personalFailure(error);
      if (failure.isSignedOut) this.status = 'signedOut';
      this.message = { tone: 'error', text: failure.message };
    } finally {
      this.isAdding = false;
    }
  });

  /** 取消关注: gone at once, back in its place when the server refuses. */
  remove = flow(function* (this: FollowStore, id: number) {
    const index = this.follows.findIndex((follow) => follow.id === id);
    const removed = this.follows[index];
    if (!removed) return;
    this.follows = this.follows.filter((follow) => follow.id !== id);
    this.listMessage = null;
    try {
      yield this.api.removeFollow(id);
      this.listMessage = { tone: 'success', text: `已取消关注${removed.label}` };
    } catch (error) {
      const failure = personalFailure(error);
      if (failure.isSignedOut) this.status = 'signedOut';
      const back = [...this.follows];
      back.splice(Math.min(index, back.length), 0, removed);
      this.follows = back;
      this.listMessage = { tone: 'error', text: failure.message };
    }
  });
}

/** The 我的关注 page's list and form; the page takes a fresh one. */
export const followView = viewKind(
  'follow',
  (root: RootStore) => new FollowStore(root, root.personal),
);
