import type { PushDevice } from '../alerts/pushDevice';
import type { IdentityAnswer, IdentityApiClient } from './identityTypes';

/**
 * Signs this browser out: ends its push subscription first and hands the server its endpoint, so a
 * shared browser never keeps pushing one account's alerts to whoever signs in next.
 */
export async function signOutHere(
  api: IdentityApiClient,
  push: PushDevice,
): Promise<IdentityAnswer> {
  // A push that cannot be ended here must not keep the shopper signed in.
  const endpoint = await push.unsubscribePush().catch(() => undefined);
  return api.logout(endpoint);
}
