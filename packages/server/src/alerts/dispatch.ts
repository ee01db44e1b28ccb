import { dayStartTs, shanghaiDay } from '../calendar.js';
import type { DbHandle, Db } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { ChannelName } from './channels.js';
import { quietUntil } from './quietHours.js';
import { settingsOf, type AlertSettings } from './settings.js';

/** Outbox events dispatched per round. */
const BATCH = 100;

interface Delivery {
  channel: ChannelName;
  target: string;
}

/** The outside channels a user has switched on, one delivery each (one per push device). */
async function deliveriesFor(
  trx: DbHandle,
  userId: number,
  settings: AlertSettings,
  emailAvailable: boolean,
): Promise<Delivery[]> {
  const out: Delivery[] = [];
  if (emailAvailable && settings.email && settings.email_verified && settings.email_on) {
    out.push({ channel: 'email', target: '' });
  }
  if (settings.webhook_url && settings.webhook_on) out.push({ channel: 'webhook', target: '' });
  if (settings.push_on) {
    const devices = await trx.kysely
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    for (const { id } of devices) out.push({ channel: 'push', target: String(id) });
  }
  return out;
}

/** How many alerts went (or are going) out through outside channels since the day began. */
async function alertsToday(trx: DbHandle, userId: number, now: number): Promise<number> {
  const row = await trx.kysely
    .selectFrom('alert_deliveries')
    .select((eb) => eb.fn.count<string | number>('event_id').distinct().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', dayStartTs(shanghaiDay(now)))
    .where('status', '<>', 'capped')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Takes one event out of the outbox and plans its deliveries, in one transaction: the claim
 * (dispatched_at) and the deliveries commit together, so another instance or a restart never
 * dispatches it twice. Past the daily cap the deliveries are kept as 'capped' (the in-site notice
 * still shows); in quiet hours they wait until the hours end.
 */
async function dispatchOne(
  db: Db,
  event: { id: number; user_id: number },
  now: number,
  emailAvailable: boolean,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const claimed = await trx.kysely
      .updateTable('alert_events')
      .set({ dispatched_at: now })
      .where('id', '=', event.id)
      .where('dispatched_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    const settings = await settingsOf(trx, event.user_id, now);
    const planned = await deliveriesFor(trx, event.user_id, settings, emailAvailable);
    if (planned.length === 0) return;
    const capped = (await alertsToday(trx, event.user_id, now)) >= settings.daily_cap;
    const nextAt = quietUntil(settings.quiet_start, settings.quiet_end, now) ?? now;
    await trx.kysely
      .insertInto('alert_deliveries')
      .values(
        planned.map((d) => ({
          event_id: event.id,
          user_id: event.user_id,
          channel: d.channel,
          target: d.target,
          status: capped ? 'capped' : 'pending',
          next_at: nextAt,
          last_error: null,
          sent_at: null,
          created_at: now,
        })),
      )
      .execute();
  });
}

/** Dispatches the waiting outbox events, oldest first; answers how many it looked at. */
export async function dispatchDue(db: Db, now: number, emailAvailable: boolean): Promise<number> {
  const waiting = await db.kysely
    .selectFrom('alert_events')
    .select(['id', 'user_id'])
    .where('dispatched_at', 'is', null)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const event of waiting) await dispatchOne(db, event, now, emailAvailable);
  return waiting.length;
}
