import pLimit from 'p-limit';
import type { Db } from '../db/schema.js';
import type { AlertChannels, ChannelName } from './channels.js';
import { pushToSubscription } from './channels/pushSubscription.js';
import type { AlertMessage } from './message.js';
import { deliveryLeaseSeconds } from './lease.js';
import { eventRows, toAlertMessage } from './render.js';
import { settingsOf, unsubscribeUrl, type AlertSettings } from './settings.js';

/** Deliveries sent per round, and at once. */
const BATCH = 50;
const AT_ONCE = 8;

/** Tries per delivery before it is given up as failed. */
export const MAX_ATTEMPTS = 5;

/** Wait before retry `attempt` (1, 2, …): one minute, doubling. */
function retryDelay(attempt: number): number {
  return 60 * 2 ** (attempt - 1);
}

/** Where links in alerts point, and the channels to send through. */
export interface DeliveryContext {
  channels: AlertChannels;
  /** The site's public origin (`https://…`), for absolute links. */
  origin: string;
  /** The longest one send may take; the channels give up by then, and the lease is just above. */
  sendTimeoutMs: number;
}

interface DueDelivery {
  id: number;
  event_id: number;
  user_id: number;
  channel: string;
  target: string;
  attempts: number;
}

/** Thrown when a delivery can no longer be made at all (no point retrying). */
class Undeliverable extends Error {}

async function sendThrough(
  db: Db,
  delivery: DueDelivery,
  message: AlertMessage,
  settings: AlertSettings,
  context: DeliveryContext,
): Promise<void> {
  const { channels, origin } = context;
  switch (delivery.channel as ChannelName) {
    case 'email': {
      if (!channels.email) throw new Undeliverable('服务器未配置邮件发送');
      if (!settings.email || !settings.email_verified || !settings.email_on) {
        throw new Undeliverable('邮件提醒已关闭');
      }
      return channels.email(settings.email, message, unsubscribeUrl(origin, settings));
    }
    case 'webhook': {
      if (!settings.webhook_url || !settings.webhook_on) throw new Undeliverable('Webhook 已关闭');
      const { webhook_url: url, webhook_preset: preset, webhook_secret: secret } = settings;
      return channels.webhook({ url, preset, secret }, message);
    }
    case 'push': {
      const device = await db.kysely
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('id', '=', Number(delivery.target))
        .executeTakeFirst();
      if (!device) throw new Undeliverable('推送订阅已失效');
      if ((await pushToSubscription(db, channels.push, device, message)) === 'gone') {
        throw new Undeliverable('推送订阅已失效');
      }
      return;
    }
    default:
      throw new Undeliverable(`未知的通道 ${delivery.channel}`);
  }
}

/**
 * Claims a due delivery for this sender for a lease of `leaseS` seconds; false when another sender
 * has it. A sender that dies mid-send leaves it to be sent again, with the same key, after the lease.
 */
async function claim(db: Db, delivery: DueDelivery, now: number, leaseS: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('alert_deliveries')
    .set({ next_at: now + leaseS, attempts: delivery.attempts + 1 })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', delivery.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function record(db: Db, delivery: DueDelivery, error: unknown, now: number): Promise<void> {
  const attempts = delivery.attempts + 1;
  if (error === undefined) {
    await db.kysely
      .updateTable('alert_deliveries')
      .set({ status: 'sent', sent_at: now, last_error: null })
      .where('id', '=', delivery.id)
      .execute();
    return;
  }
  const reason = error instanceof Error ? error.message : String(error);
  const giveUp = error instanceof Undeliverable || attempts >= MAX_ATTEMPTS;
  await db.kysely
    .updateTable('alert_deliveries')
    .set({
      status: giveUp ? 'failed' : 'pending',
      next_at: now + retryDelay(attempts),
      last_error: reason.slice(0, 200),
    })
    .where('id', '=', delivery.id)
    .execute();
}

/**
 * Sends the deliveries that are due, each claimed first so two senders never send one twice;
 * a failure is retried with a doubling wait up to {@link MAX_ATTEMPTS} tries. Answers how many
 * it sent. `clock` is read after each send, so outcomes carry the time they happened.
 */
export async function deliverDue(
  db: Db,
  clock: () => number,
  context: DeliveryContext,
): Promise<number> {
  const due = await db.kysely
    .selectFrom('alert_deliveries')
    .select(['id', 'event_id', 'user_id', 'channel', 'target', 'attempts'])
    .where('status', '=', 'pending')
    .where('next_at', '<=', clock())
    .orderBy('next_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  const leaseS = deliveryLeaseSeconds(context.sendTimeoutMs);
  const messages = new Map<number, AlertMessage>();
  const limit = pLimit(AT_ONCE);
  let sent = 0;
  await Promise.all(
    due.map((delivery) =>
      limit(async () => {
        if (!(await claim(db, delivery, clock(), leaseS))) return;
        let error: unknown;
        try {
          let message = messages.get(delivery.event_id);
          if (!message) {
            const row = await eventRows(db)
              .where('e.id', '=', delivery.event_id)
              .executeTakeFirst();
            if (!row) throw new Undeliverable('提醒已删除');
            message = toAlertMessage(row, context.origin);
            messages.set(delivery.event_id, message);
          }
          const settings = await settingsOf(db, delivery.user_id, clock());
          await sendThrough(db, delivery, message, settings, context);
          sent++;
        } catch (caught) {
          error = caught ?? new Error('发送失败');
        }
        await record(db, delivery, error, clock());
      }),
    ),
  );
  return sent;
}
