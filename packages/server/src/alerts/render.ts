import { randomUUID } from 'node:crypto';
import { formatPrice, sitePath } from '@pricetrail/core';
import type { DbHandle } from '../db/schema.js';
import { PRODUCT_REF_COLUMNS, productRef } from '../personal/productRef.js';
import { followDigestMessage } from '../follows/digestText.js';
import { storeProtection } from '../personal/protection.js';
import type { AlertKind, AlertMessage } from './message.js';

/** The event columns and product columns an alert message is made from. */
export function eventRows(db: DbHandle) {
  return db.kysely
    .selectFrom('alert_events as e')
    .leftJoin('products as p', 'p.id', 'e.product_id')
    .select([
      'e.id',
      'e.user_id',
      'e.kind',
      'e.price',
      'e.previous_price',
      'e.claim_amount',
      'e.alert_days',
      'e.all_stores',
      'e.follow_digest',
      'e.created_at',
      'e.read_at',
      ...PRODUCT_REF_COLUMNS,
    ]);
}

/** A row of {@link eventRows}. */
export type EventRow = Awaited<ReturnType<ReturnType<typeof eventRows>['executeTakeFirstOrThrow']>>;

const HEADLINE: Record<AlertKind, string> = {
  drop: '降价提醒',
  target: '到达目标价',
  percent: '降幅提醒',
  lowest: '历史新低',
  rise: '涨价提醒',
  lowest_days: '近期最低',
  restock: '到货提醒',
  protect: '价保提醒',
  follow: '关注提醒',
  test: '测试消息',
};

/** Why the alert fired, in one line, with the price it compared against (and a window's N). */
function reason(
  kind: AlertKind,
  reference: string | null,
  claim: string | null,
  days: number | null,
): string {
  switch (kind) {
    case 'drop':
      return `降价前 ${reference}`;
    case 'target':
      return `已到达你设置的目标价（降价前 ${reference}）`;
    case 'percent':
      return `收藏时 ${reference}`;
    case 'lowest':
      return `此前历史最低 ${reference}`;
    case 'rise':
      return `涨价前 ${reference}`;
    case 'lowest_days':
      return `此前近 ${days} 天最低 ${reference}`;
    case 'restock':
      return '商品已重新有货';
    case 'protect':
      return `你的到手价 ${reference}，可申请价保 ${claim}`;
    default:
      return '';
  }
}

/** The message a kept test notice renders as; its key is its event's, like any alert's. */
export function testMessage(id: number, createdAt: number, origin: string): AlertMessage {
  return {
    id,
    key: String(id),
    kind: 'test',
    title: '「测试消息」价迹提醒通道工作正常',
    text: '这是一条测试消息：商品降价时，你会在这里收到提醒。',
    url: `${origin}/mine/notice`,
    product: null,
    price: null,
    previousPrice: null,
    claim: null,
    createdAt,
  };
}

/** The message a 发送测试 button sends straight out: no notice, and a key of its own each time. */
export function channelTestMessage(createdAt: number, origin: string): AlertMessage {
  return { ...testMessage(0, createdAt, origin), key: `test-${randomUUID()}` };
}

/** The title line: what happened to the product, at what price. */
function titleOf(row: EventRow, kind: AlertKind, name: string, now: string, before: string | null) {
  if (kind === 'restock') return `「${HEADLINE.restock}」${name} 到货了：${now}`;
  if (kind === 'rise') return `「${HEADLINE.rise}」${name} 涨价了：${before} → ${now}`;
  if (kind === 'lowest_days') {
    return `「近 ${row.alert_days} 天最低」${name} 到了近 ${row.alert_days} 天最低价 ${now}`;
  }
  return `「${HEADLINE[kind]}」${name} ${now}`;
}

/** The price now; an all-stores watch's names the store it found the cheapest price in. */
function nowLine(row: EventRow, siteName: string, now: string): string {
  return row.all_stores ? `全网同款最低 ${now}（${siteName}）` : `现价 ${now}`;
}

/** Renders one event as the message every channel delivers; `origin` makes links absolute. */
export function toAlertMessage(row: EventRow, origin: string): AlertMessage {
  const kind = row.kind as AlertKind;
  if (kind === 'follow' && row.follow_digest !== null) {
    return followDigestMessage({ ...row, follow_digest: row.follow_digest }, origin);
  }
  if (row.dp_id === null || row.price === null) return testMessage(row.id, row.created_at, origin);
  const product = productRef({
    dp_id: row.dp_id,
    title: row.title ?? '',
    canonical_url: row.canonical_url ?? '',
    image_url: row.image_url ?? '',
    site_id: row.site_id ?? 0,
  });
  const price = (fen: number | null) => (fen === null ? null : formatPrice(fen, product.site_id));
  const now = price(row.price) as string;
  const claim =
    row.claim_amount === null
      ? null
      : {
          amount: row.claim_amount,
          url: storeProtection(product.site_id).url ?? product.url,
        };
  const before = price(row.previous_price);
  const why = reason(kind, before, price(row.claim_amount), row.alert_days);
  return {
    id: row.id,
    key: String(row.id),
    kind,
    title: titleOf(row, kind, product.title, now, before),
    text: [
      `${product.site_name} · ${product.title}`,
      `${nowLine(row, product.site_name, now)}，${why}`,
    ].join('\n'),
    url: `${origin}${sitePath('/crc64/dp:dpid', { dpid: product.dp_id })}`,
    product: {
      dpId: product.dp_id,
      title: product.title,
      imageUrl: product.image_url,
      storeName: product.site_name,
    },
    price: row.price,
    previousPrice: row.previous_price,
    claim,
    createdAt: row.created_at,
  };
}
