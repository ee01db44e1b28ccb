import { randomBytes } from 'node:crypto';
import type { Selectable, Updateable } from 'kysely';
import type { AlertSettingsTable, DbHandle } from '../db/schema.js';

/** A user's alert settings row as read. */
export type AlertSettings = Selectable<AlertSettingsTable>;

/** Alerts a user gets through outside channels per Shanghai day unless they choose otherwise. */
export const DEFAULT_DAILY_CAP = 20;

/** Smallest and largest daily cap a user may set. */
export const DAILY_CAP_RANGE = { min: 1, max: 100 } as const;

/** A random URL-safe token (feeds, unsubscribe links, verification links). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A user's alert settings, made with defaults on first use (race-safe: two first uses agree). */
export async function settingsOf(
  db: DbHandle,
  userId: number,
  now: number,
): Promise<AlertSettings> {
  const found = await readSettings(db, userId);
  if (found) return found;
  await db.kysely
    .insertInto('alert_settings')
    .values({
      user_id: userId,
      daily_cap: DEFAULT_DAILY_CAP,
      quiet_start: null,
      quiet_end: null,
      email: null,
      email_token_hash: null,
      email_token_expires: null,
      unsubscribe_token: newToken(),
      webhook_url: null,
      webhook_secret: randomBytes(32).toString('hex'),
      feed_token: newToken(),
      updated_at: now,
    })
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
  return (await readSettings(db, userId)) as AlertSettings;
}

function readSettings(db: DbHandle, userId: number) {
  return db.kysely
    .selectFrom('alert_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Changes some of a user's settings (call {@link settingsOf} first); answers the saved row. */
export async function updateSettings(
  db: DbHandle,
  userId: number,
  changes: Omit<Updateable<AlertSettingsTable>, 'user_id'>,
  now: number,
): Promise<AlertSettings> {
  return db.kysely
    .updateTable('alert_settings')
    .set({ ...changes, updated_at: now })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The one-click unsubscribe link mails carry (it only switches mail alerts off). */
export function unsubscribeUrl(origin: string, settings: AlertSettings): string {
  return `${origin}/UserAlert/Unsubscribe?token=${settings.unsubscribe_token}`;
}

/** Verifies the e-mail address whose link carries `tokenHash`, if it has not expired; whether it did. */
export async function verifyEmailByToken(
  db: DbHandle,
  tokenHash: string,
  now: number,
): Promise<boolean> {
  const verified = await db.kysely
    .updateTable('alert_settings')
    .set({ email_verified: 1, email_on: 1, email_token_hash: null, email_token_expires: null })
    .where('email_token_hash', '=', tokenHash)
    .where('email_token_expires', '>', now)
    .executeTakeFirst();
  return Number(verified.numUpdatedRows) === 1;
}

/** Switches mail alerts off for the mailbox whose unsubscribe link carries `token`. */
export async function unsubscribeByToken(db: DbHandle, token: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('alert_settings')
    .set({ email_on: 0, updated_at: now })
    .where('unsubscribe_token', '=', token)
    .execute();
}

/** The user whose feed address carries `token`; undefined for a token reset or never made. */
export async function feedOwner(db: DbHandle, token: string): Promise<number | undefined> {
  const owner = await db.kysely
    .selectFrom('alert_settings')
    .select('user_id')
    .where('feed_token', '=', token)
    .executeTakeFirst();
  return owner?.user_id;
}
