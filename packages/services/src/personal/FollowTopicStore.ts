import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { Follow, FollowKind, FollowList } from './followTypes';
import type { PersonalApiClient } from './personalTypes';
import { mayBeSignedIn, personalFailure } from './personalStatus';

/** What a page offers to follow: its category, or the keyword it searched. */
export interface FollowTopic {
  readonly kind: FollowKind;
  readonly value: string;
}

/** Where a page's 关注 button stands. */
export type FollowTopicState = 'idle' | 'following' | 'followed';

function isSame(topic: FollowTopic, follow: Follow): boolean {
  return (
    follow.kind === topic.kind && follow.value.toLowerCase() === topic.value.trim().toLowerCase()
  );
}

/**
 * A category page's or a search's 关注 button: whether the shopper follows it already, and
 * following it; a visitor is asked to sign in first.
 */
export class FollowTopicStore {
  /** Where the button stands. */
  state: FollowTopicState = 'idle';
  /** Why the last follow failed, in the server's words. */
  error: string | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: PersonalApiClient,
    /** What the button follows. */
    readonly topic: FollowTopic,
  ) {
    makeAutoObservable<this, 'root' | 'api'>(
      this,
      { root: false, api: false, topic: false },
      { autoBind: true },
    );
  }

  /** Asks whether it is followed already (signed in only); unknown leaves the button on 关注. */
  load = flow(function* (this: FollowTopicStore) {
    if (!mayBeSignedIn(this.root)) return;
    try {
      const answer = (yield this.api.follows()) as FollowList;
      if (this.state === 'idle' && answer.follows.some((f) => isSame(this.topic, f))) {
        this.state = 'followed';
      }
    } catch {
      // Left on 关注: pressing it on a followed topic only says so.
    }
  });

  /** Follows it; a visitor (or a lost session) gets the login modal. */
  follow = flow(function* (this: FollowTopicStore) {
    if (this.state !== 'idle') return;
    if (!mayBeSignedIn(this.root)) {
      this.root.login.openModal();
      return;
    }
    this.state = 'following';
    this.error = null;
    try {
      yield this.api.addFollow(this.topic.kind, this.topic.value);
      this.state = 'followed';
    } catch (error) {
      const failure = personalFailure(error);
      this.state = 'idle';
      if (failure.isSignedOut) this.root.login.openModal();
      else this.error = failure.message;
    }
  });
}

/** A page's 关注 button for one topic; the button takes a fresh one per topic. */
export const followTopicView = viewKind(
  'followTopic',
  (root: RootStore, topic: FollowTopic) => new FollowTopicStore(root, root.personal, topic),
);
