import { isRejectReason, MSG_REJECT_REASON } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { AuthenticationRequiredError, AuthorizationError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { CommunityApiClient, ModerationKind, ModerationQueue } from './communityTypes';

/** Where the moderation page is: loading, showing, signed out, not an operator, or failed. */
export type ModerationStatus = 'loading' | 'ready' | 'signedOut' | 'forbidden' | 'error';

/** `/mine/moderation`: the pending 晒单, reviews and suggestions, and the operator's verdicts. */
export class ModerationStore {
  /** What awaits the operator. */
  queue: ModerationQueue | undefined = undefined;
  /** Loading state. */
  status: ModerationStatus = 'loading';
  /** The Chinese line of a failed load or verdict. */
  message: string | undefined = undefined;
  /** The reason typed for each item, by `kind:id`. */
  reasons: Record<string, string> = {};
  /** The reason error beside an item, by `kind:id` ('' when none). */
  reasonErrors: Record<string, string> = {};

  /**
   * @param mayBeSignedIn whether a session may exist (see `mayBeSignedIn`): without one the store
   *   is signed out at once, with no request the server would refuse.
   */
  constructor(
    private readonly api: CommunityApiClient,
    private readonly mayBeSignedIn: () => boolean = () => true,
  ) {
    makeAutoObservable<this, 'api' | 'mayBeSignedIn'>(
      this,
      { api: false, mayBeSignedIn: false },
      { autoBind: true },
    );
  }

  /** Reads the queue; a non-operator lands on 'forbidden'. */
  load = flow(function* (this: ModerationStore) {
    this.status = 'loading';
    this.message = undefined;
    if (!this.mayBeSignedIn()) {
      this.status = 'signedOut';
      return;
    }
    try {
      this.queue = (yield this.api.moderationQueue()) as ModerationQueue;
      this.status = 'ready';
    } catch (error) {
      this.status =
        error instanceof AuthenticationRequiredError
          ? 'signedOut'
          : error instanceof AuthorizationError
            ? 'forbidden'
            : 'error';
      this.message = failureMessage(error);
    }
  });

  /** Updates the reject reason typed for one item. */
  setReason(kind: ModerationKind, id: number, reason: string): void {
    this.reasons[`${kind}:${id}`] = reason;
    this.reasonErrors[`${kind}:${id}`] = '';
  }

  /** Approves, or rejects with the typed reason, one item; then reads the queue again. */
  decide = flow(function* (
    this: ModerationStore,
    kind: ModerationKind,
    id: number,
    approve: boolean,
  ) {
    const key = `${kind}:${id}`;
    const reason = (this.reasons[key] ?? '').trim();
    if (!approve && !isRejectReason(reason)) {
      this.reasonErrors[key] = MSG_REJECT_REASON;
      return;
    }
    try {
      yield this.api.moderate(kind, id, { approve, reason });
      this.reasons[key] = '';
      this.queue = (yield this.api.moderationQueue()) as ModerationQueue;
    } catch (error) {
      this.message = failureMessage(error);
    }
  });
}
