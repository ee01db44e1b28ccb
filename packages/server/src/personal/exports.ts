import { formatIsoDay, formatPrice, formatShanghaiMinute } from '@pricetrail/core';
import { toNoticeItem, type NoticeItem } from '../alerts/notices.js';
import { eventRows } from '../alerts/render.js';
import type { DbHandle } from '../db/schema.js';
import { listFollows, type FollowItem } from '../follows/followList.js';
import { toCreditEntry, type CreditEntry } from './credits.js';
import { toCsv, type CsvCell } from './csv.js';
import { orderRows, toProtectOrder, type ProtectOrder } from './orderRows.js';
import { toWatchItem, watchRows, type WatchItem } from './watchItems.js';

/** What a user can download. */
export type ExportKind = 'collection' | 'orders' | 'credits' | 'alerts' | 'follows';

/** The download's format. */
export type ExportFormat = 'json' | 'csv';

/** A file to hand over as a download. */
export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

/** One column of a CSV download: its header and how an item fills it. */
type Column<T> = readonly [header: string, cell: (item: T) => CsvCell];

const money = (fen: number | null, siteId: number) =>
  fen === null ? null : formatPrice(fen, siteId);

/** The condition with its figure: `percent 20%`, `lowest_days 30天`, or the bare name. */
function conditionOf(item: WatchItem): string {
  if (item.alert === 'percent') return `percent ${item.alert_percent}%`;
  if (item.alert === 'lowest_days') return `lowest_days ${item.alert_days}天`;
  return item.alert;
}

/** The condition, marked 全网同款 when it is judged on every store's listing. */
function conditionText(item: WatchItem): string {
  return item.all_stores ? `${conditionOf(item)} 全网同款` : conditionOf(item);
}

const COLLECTION_COLUMNS: readonly Column<WatchItem>[] = [
  ['商品编号', (i) => i.dp_id],
  ['商品名称', (i) => i.title],
  ['商城', (i) => i.site_name],
  ['商品链接', (i) => i.url],
  ['收藏时价格', (i) => money(i.saved_price, i.site_id)],
  ['当前价格', (i) => money(i.current_price, i.site_id)],
  ['历史最低价', (i) => money(i.lowest_price, i.site_id)],
  ['降价幅度(%)', (i) => i.drop_percent],
  ['目标价', (i) => money(i.target_price, i.site_id)],
  ['分组', (i) => i.group],
  ['提醒条件', conditionText],
  ['收藏时间', (i) => formatShanghaiMinute(i.created_at)],
];

const ORDER_COLUMNS: readonly Column<ProtectOrder>[] = [
  ['商品编号', (o) => o.dp_id],
  ['商品名称', (o) => o.title],
  ['商城', (o) => o.site_name],
  ['商品链接', (o) => o.url],
  ['到手价', (o) => money(o.paid_price, o.site_id)],
  ['购买时间', (o) => formatShanghaiMinute(o.bought_at)],
  ['价保天数', (o) => o.window_days],
  // ends_at is the first moment outside the window; the day before it is the last one inside.
  ['价保截止日', (o) => formatIsoDay(o.ends_at - 1)],
  ['剩余天数', (o) => o.days_left],
  ['期间最低价', (o) => money(o.lowest_since, o.site_id)],
  ['可申请金额', (o) => formatPrice(o.claimable, o.site_id)],
  ['价保入口', (o) => o.protect_url],
];

const yuan = (fen: number | null) => (fen === null ? null : formatPrice(fen));

const ALERT_COLUMNS: readonly Column<NoticeItem>[] = [
  ['时间', (n) => formatShanghaiMinute(n.created_at)],
  ['类型', (n) => n.kind],
  ['标题', (n) => n.title],
  ['内容', (n) => n.text],
  ['商品编号', (n) => n.dp_id],
  ['提醒时价格', (n) => yuan(n.price)],
  ['比较价格', (n) => yuan(n.previous_price)],
  ['可申请价保', (n) => yuan(n.claim_amount)],
  ['已读', (n) => (n.read ? '是' : '否')],
  ['链接', (n) => n.url],
];

const FOLLOW_COLUMNS: readonly Column<FollowItem>[] = [
  ['类型', (f) => f.kind],
  ['关注', (f) => f.label],
  ['值', (f) => f.value],
  ['关注时间', (f) => formatShanghaiMinute(f.created_at)],
  ['上次提醒', (f) => (f.last_digest_at === null ? null : formatShanghaiMinute(f.last_digest_at))],
];

const CREDIT_COLUMNS: readonly Column<CreditEntry>[] = [
  ['时间', (c) => formatShanghaiMinute(c.created_at)],
  ['积分', (c) => c.amount],
  ['原因', (c) => c.text],
  ['关联', (c) => c.ref],
];

async function collection(db: DbHandle, userId: number) {
  const rows = await watchRows(db, userId)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  return rows.map(toWatchItem);
}

async function orders(db: DbHandle, userId: number, now: number) {
  const rows = await orderRows(db, userId)
    .orderBy('o.bought_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  return rows.map((row) => toProtectOrder(row, now));
}

async function credits(db: DbHandle, userId: number) {
  const rows = await db.kysely
    .selectFrom('credit_entries')
    .select(['id', 'amount', 'reason', 'ref', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toCreditEntry);
}

async function alerts(db: DbHandle, userId: number, origin: string) {
  const rows = await eventRows(db)
    .where('e.user_id', '=', userId)
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((row) => toNoticeItem(row, origin));
}

function file<T>(
  kind: ExportKind,
  format: ExportFormat,
  list: readonly T[],
  columns: readonly Column<T>[],
  now: number,
): ExportFile {
  const filename = `pricetrail-${kind}-${formatIsoDay(now)}.${format}`;
  if (format === 'json') {
    const body = JSON.stringify({ what: kind, exported_at: now, list }, null, 2);
    return { filename, contentType: 'application/json; charset=utf-8', body };
  }
  const rows = list.map((item) => columns.map(([, cellOf]) => cellOf(item)));
  const header = columns.map(([name]) => name);
  return { filename, contentType: 'text/csv; charset=utf-8', body: toCsv(header, rows) };
}

/**
 * All of one kind of the user's data, as a JSON or CSV file (money in the CSV as ¥ text); links
 * in alerts start with `origin`.
 */
export async function exportFile(
  db: DbHandle,
  userId: number,
  kind: ExportKind,
  format: ExportFormat,
  now: number,
  origin: string,
): Promise<ExportFile> {
  if (kind === 'collection') {
    return file(kind, format, await collection(db, userId), COLLECTION_COLUMNS, now);
  }
  if (kind === 'orders') {
    return file(kind, format, await orders(db, userId, now), ORDER_COLUMNS, now);
  }
  if (kind === 'follows') {
    return file(kind, format, await listFollows(db, userId), FOLLOW_COLUMNS, now);
  }
  if (kind === 'alerts') {
    return file(kind, format, await alerts(db, userId, origin), ALERT_COLUMNS, now);
  }
  return file(kind, format, await credits(db, userId), CREDIT_COLUMNS, now);
}
