import type { DbHandle } from '../../db/schema.js';
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
