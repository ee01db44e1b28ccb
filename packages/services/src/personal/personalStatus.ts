import { AuthenticationRequiredError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { RootStore } from '../root/RootStore';

/**
 * Where a personal page stands: reading, showing, no session (go sign in), or unreadable. Mirrors
 * the account pages' `AccountStatus` without its 'left'.
 */
export type PersonalStatus = 'loading' | 'ready' | 'signedOut' | 'failed';

/**
 * Whether a personal call can succeed: a signed-in user, or a session cookie whose user is not
 * read yet. A visitor without one is signed out at once, with no request the server would refuse.
 */
export function mayBeSignedIn(root: RootStore): boolean {
  return root.login.isSignedIn || root.login.hasSessionCookie();
}

/** What a failed call means for a personal page: a lost session signs it out; else the line to show. */
export function personalFailure(error: unknown): { isSignedOut: boolean; message: string } {
  return {
    isSignedOut: error instanceof AuthenticationRequiredError,
    message: failureMessage(error),
  };
}
