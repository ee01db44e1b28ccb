import type { IdentityAnswer, IdentityApiClient, UserInfo } from '../login/identityTypes';

/** What the account page's editing stores (password, phone, profile fields) need of the page's store. */
export interface AccountEditor {
  /** The identity calls. */
  readonly api: IdentityApiClient;
  /** The bound phone, '' when none. */
  readonly phone: string;
  /** Whether the account has a password to prove. */
  readonly hasPassword: boolean;
  /** Takes a `/User/Modify` success: the user as changed, the header refreshed. */
  accept(answer: IdentityAnswer<UserInfo>): Promise<void>;
  /** A call failed: returns the line to show (a lost session signs the page out). */
  fail(error: unknown): string;
}
