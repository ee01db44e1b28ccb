import type { DbHandle } from '../db/schema.js';
import { offsetOf, type Page, type Paging } from '../db/paging.js';
import type { AlertKind } from './message.js';
import { eventRows, toAlertMessage, type EventRow } from './render.js';

/** One alert as the notice centre lists it (fen, epoch seconds). */
export interface NoticeItem {
  id: number;
  kind: AlertKind;
  title: string;
  text: string;
  url: string;
  dp_id: string | null;
  image_url: string | null;
  price: number | null;
  previous_price: number | null;
  claim_amount: number | null;
  created_at: number;
  read: boolean;
}

/** One event as the notice centre shows it; `origin` makes its link absolute. */
export function toNoticeItem(row: EventRow, origin: string): NoticeItem {
  const message = toAlertMessage(row, origin);
  return {
    id: row.id,
    kind: message.kind,
    title: message.title,
    text: message.text,
    url: message.url,
    dp_id: row.dp_id,
    image_url: row.image_url,
    price: row.price,
    previous_price: row.previous_price,
    claim_amount: row.claim_amount,
    created_at: row.created_at,
    read: row.read_at !== null,
  };
}

/** How many of the user's notices are unread. */
export async function unreadCount(db: DbHandle, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('alert_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the user's notices, newest first, with the unread count; links from `origin`. */
export async function noticePage(
  db: DbHandle,
  userId: number,
  paging: Paging,
  origin: string,
): Promise<Page<NoticeItem> & { unread: number }> {
  const rows = await eventRows(db)
    .where('e.user_id', '=', userId)
    .orderBy('e.id', 'desc')
    .limit(paging.pageSize)
    .offset(offsetOf(paging))
    .execute();
  const total = await db.kysely
    .selectFrom('alert_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const items = rows.map((row) => toNoticeItem(row, origin));
  return { ...paging, items, total: Number(total?.n ?? 0), unread: await unreadCount(db, userId) };
}

/** Marks one notice (or, without `id`, all of them) read; answers the unread count after. */
export async function markRead(
  db: DbHandle,
  userId: number,
  id: number | undefined,
  now: number,
): Promise<number> {
  let update = db.kysely
    .updateTable('alert_events')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id !== undefined) update = update.where('id', '=', id);
  await update.execute();
  return unreadCount(db, userId);
}

/** Records a 发送测试 of the in-site channel: a notice of kind `test`, already dispatched. */
export async function recordTestNotice(db: DbHandle, userId: number, now: number): Promise<void> {
  await db.kysely
    .insertInto('alert_events')
    .values({ user_id: userId, kind: 'test', created_at: now, dispatched_at: now })
    .execute();
}

/** The user's latest `limit` alerts, newest first, for the feed. */
export async function latestAlerts(
  db: DbHandle,
  userId: number,
  limit: number,
): Promise<EventRow[]> {
  return eventRows(db)
    .where('e.user_id', '=', userId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}
