import type { Executor } from '../db/schema.js';

/** Deletes everything the personal area and alerts keep about a user (part of deleting the account). */
export async function deletePersonalData(trx: Executor, userId: number): Promise<void> {
  await trx.deleteFrom('watch_items').where('user_id', '=', userId).execute();
  await trx.deleteFrom('protect_orders').where('user_id', '=', userId).execute();
  await trx.deleteFrom('credit_entries').where('user_id', '=', userId).execute();
  await trx.deleteFrom('alert_deliveries').where('user_id', '=', userId).execute();
  await trx.deleteFrom('alert_events').where('user_id', '=', userId).execute();
  await trx.deleteFrom('follows').where('user_id', '=', userId).execute();
  await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('alert_settings').where('user_id', '=', userId).execute();
}
