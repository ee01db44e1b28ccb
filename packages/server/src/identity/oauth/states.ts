import type { Db } from '../../db/schema.js';
import { randomToken, sha256Hex } from '../hashing.js';
import type { SocialUtype } from './config.js';

/** How long a `state` waits for the provider's callback. */
export const STATE_TTL_SECONDS = 600;

/** What a `state` remembers until its callback. */
export interface PendingState {
  referer: string;
  bindUserId: number | null;
}

/** Stores a new single-use `state` bound to the browser's secret; returns it. */
export async function createState(
  db: Db,
  request: { utype: SocialUtype; browserSecret: string; referer: string; bindUserId?: number },
  now: number,
): Promise<string> {
  const state = randomToken();
  await db.kysely.deleteFrom('oauth_states').where('expires_at', '<', now).execute();
  await db.kysely
    .insertInto('oauth_states')
    .values({
      state_hash: sha256Hex(state),
      browser_hash: sha256Hex(request.browserSecret),
      utype: request.utype,
      referer: request.referer.slice(0, 1_000),
      bind_user_id: request.bindUserId ?? null,
      expires_at: now + STATE_TTL_SECONDS,
    })
    .execute();
  return state;
}

/**
 * Spends `state`: it must exist, be fresh, be for `utype` and belong to this browser. A state
 * presented by another browser is spent too, so a leaked one cannot be retried.
 */
export async function spendState(
  db: Db,
  state: string,
  utype: SocialUtype,
  browserSecret: string | undefined,
  now: number,
): Promise<PendingState | undefined> {
  const stateHash = sha256Hex(state);
  const row = await db.kysely
    .deleteFrom('oauth_states')
    .where('state_hash', '=', stateHash)
    .returning(['browser_hash', 'utype', 'referer', 'bind_user_id', 'expires_at'])
    .executeTakeFirst();
  const isValid =
    row !== undefined &&
    browserSecret !== undefined &&
    row.browser_hash === sha256Hex(browserSecret) &&
    row.utype === utype &&
    Number(row.expires_at) > now;
  return isValid ? { referer: row.referer, bindUserId: row.bind_user_id } : undefined;
}
