import type { Db, DbHandle } from '../../db/schema.js';
import type { AlertChannels, PushDestination } from '../channels.js';
import type { AlertMessage } from '../message.js';
import type { PushOutcome } from './push.js';

/** A row of `push_subscriptions`: its id and where to push. */
export interface StoredPushSubscription extends PushDestination {
  id: number;
}

/** Pushes an alert to a stored subscription; deletes the row if the push service calls it gone. */
export async function pushToSubscription(
  db: DbHandle,
  push: AlertChannels['push'],
  subscription: StoredPushSubscription,
  message: AlertMessage,
): Promise<PushOutcome> {
  const outcome = await push(subscription, message);
  if (outcome === 'gone') {
    await db.kysely.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
  }
  return outcome;
}

/** A browser's subscription to save: whose it is and the browser's keys (base64url). */
export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  now: number;
}

/**
 * Saves a browser's subscription for its user, or takes its new keys when that user had it already.
 * False when another account registered the endpoint: it stays theirs until they unsubscribe or
 * sign out on that browser, or the push service calls it gone.
 */
export async function savePushSubscription(db: Db, row: NewPushSubscription): Promise<boolean> {
  const { userId, endpoint, p256dh, auth, now } = row;
  const result = await db.kysely
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint, p256dh, auth, created_at: now })
    .onConflict((conflict) =>
      conflict
        .column('endpoint')
        .doUpdateSet({ p256dh, auth })
        .where('push_subscriptions.user_id', '=', userId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets the given endpoints of one user (a browser unsubscribing or signing out); others' stay. */
export async function forgetPushEndpoints(
  db: Db,
  userId: number,
  endpoints: readonly string[],
): Promise<void> {
  if (endpoints.length === 0) return;
  await db.kysely
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', 'in', endpoints)
    .execute();
}

/** The user's push subscriptions, oldest first. */
export async function pushDevicesOf(
  db: DbHandle,
  userId: number,
): Promise<StoredPushSubscription[]> {
  return db.kysely
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** How many browsers the user has push switched on in. */
export async function pushDeviceCount(db: DbHandle, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
