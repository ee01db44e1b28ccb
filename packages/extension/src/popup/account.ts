import { AuthenticationRequiredError, IdentityApi, type HttpClient } from '@pricetrail/services';

/** The shopper's account on our site, as the popup shows it. */
export type AccountState =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'signed-in';
      /** The display name. */
      readonly nickname: string;
      /** How many products are on the watch list (我的收藏). */
      readonly watchCount: number;
    }
  | { readonly kind: 'signed-out' }
  /** The server could not be reached or answered with an error. */
  | { readonly kind: 'unreachable' };

/**
 * Asks the server who is signed in (`/User/Detail`) and how long their watch list is; the site's
 * session cookie goes along with the extension's calls.
 */
export async function fetchAccount(http: HttpClient): Promise<AccountState> {
  const api = new IdentityApi(http);
  try {
    const user = await api.detail();
    if (!user) return { kind: 'signed-out' };
    const counts = await api.collectionCounts();
    return { kind: 'signed-in', nickname: user.nickname, watchCount: counts.all };
  } catch (error) {
    // The server answers 401 to a visitor without a session.
    return error instanceof AuthenticationRequiredError
      ? { kind: 'signed-out' }
      : { kind: 'unreachable' };
  }
}
