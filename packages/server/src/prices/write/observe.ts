import { parseDpId, parseProductUrl } from '@pricetrail/core';
import type { Db, DbHandle } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ensureProduct, productIdOf } from './catalog.js';
import { applyObservations, type PriceObservation } from './points.js';
import { reportTimeProblem } from '../trust/policy.js';
import type { Reporter } from '../trust/reporter.js';
import { screenReport } from '../trust/screen.js';
import { queueVerification } from '../trust/verification.js';

/** One item of `POST /api/prices/observations` as received (not yet trusted). */
export interface RawObservation {
  url?: unknown;
  dpId?: unknown;
  title?: unknown;
  listPrice?: unknown;
  finalPrice?: unknown;
  promo?: unknown;
  coupon?: unknown;
  observedAt?: unknown;
}

/** What became of one item. */
export type ObservationOutcome = {
  index: number;
  status: 'accepted' | 'pending' | 'rejected';
  dpId?: string;
  msg?: string;
};

/** A checked observation, ready to be written. */
export interface ValidObservation {
  dpId: string;
  siteId: number;
  itemId: string;
  canonicalUrl?: string;
  title?: string;
  listPrice: number;
  finalPrice: number;
  promo: string | null;
  coupon: string | null;
  observedAt: number;
}

const MAX_FEN = 1_000_000_000;
const MAX_TEXT = 200;
// Prices observed more than this far in the future are refused (clock skew allowance).
const FUTURE_SLACK = 600;
const EARLIEST = Date.UTC(2000, 0, 1) / 1000;

function isFen(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_FEN;
}

function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined;
}

/** Checks one item; the answer is the clean observation or a Chinese reason. */
export function checkObservation(raw: RawObservation, now: number): ValidObservation | string {
  if (typeof raw !== 'object' || raw === null) return '每条记录必须是一个对象';
  let target: { dpId: string; siteId: number; itemId: string; canonicalUrl?: string };
  if (typeof raw.dpId === 'string' && raw.dpId !== '') {
    const parts = parseDpId(raw.dpId);
    if (!parts) return '商品编号格式不正确';
    target = { dpId: raw.dpId, siteId: parts.siteId, itemId: parts.itemId };
  } else if (typeof raw.url === 'string' && raw.url !== '') {
    const parsed = parseProductUrl(raw.url);
    if ('error' in parsed) {
      return parsed.error === 'unsupported_site' ? '暂不支持该商城的链接' : '请输入正确的商品链接';
    }
    target = parsed;
  } else {
    return '缺少商品链接或商品编号';
  }
  if (!isFen(raw.listPrice)) return '页面价必须是正整数（单位：分）';
  const finalPrice = raw.finalPrice ?? raw.listPrice;
  if (!isFen(finalPrice)) return '到手价必须是正整数（单位：分）';
  if (finalPrice > raw.listPrice) return '到手价不能高于页面价';
  const at = raw.observedAt;
  if (!Number.isInteger(at) || (at as number) < EARLIEST || (at as number) > now + FUTURE_SLACK) {
    return '观察时间必须是合理的秒级时间戳';
  }
  const promo = optionalText(raw.promo);
  const coupon = optionalText(raw.coupon);
  if (promo === undefined || coupon === undefined) return `促销与优惠券文字不能超过 ${MAX_TEXT} 字`;
  const title = raw.title === undefined ? undefined : optionalText(raw.title);
  if (title === undefined && raw.title !== undefined) return `标题不能超过 ${MAX_TEXT} 字`;
  // Built field by field: object spreads here cost several microseconds per imported row.
  const valid: ValidObservation = {
    dpId: target.dpId,
    siteId: target.siteId,
    itemId: target.itemId,
    listPrice: raw.listPrice,
    finalPrice,
    promo,
    coupon,
    observedAt: at as number,
  };
  if (target.canonicalUrl !== undefined) valid.canonicalUrl = target.canonicalUrl;
  if (title) valid.title = title;
  return valid;
}

async function currentFinal(db: DbHandle, productId: number): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('product_summaries')
    .select('current_final')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.current_final;
}

async function writeOne(
  trx: DbHandle,
  o: ValidObservation,
  reporter: Reporter,
  trusted: boolean,
  now: number,
): Promise<ObservationOutcome['status'] | string> {
  let productId = await productIdOf(trx, o.dpId);
  if (productId === undefined) {
    if (!o.title || !o.canonicalUrl) return '暂未收录该商品，请附上商品链接和标题';
    const source = trusted ? 'import' : 'extension';
    productId = await ensureProduct(
      trx,
      { ...o, title: o.title, canonicalUrl: o.canonicalUrl, source },
      now,
    );
  }
  const point: PriceObservation = { productId, ts: o.observedAt, ...o };
  const published = await currentFinal(trx, productId);
  let status: ObservationOutcome['status'] = 'accepted';
  if (trusted || published === undefined) {
    // A reporter's texts need someone else's word; a first price has nobody's yet.
    const texts = trusted ? {} : { promo: null, coupon: null };
    await applyObservations(trx, [{ ...point, ...texts }], trusted ? 'import' : 'extension', now);
    // A first price nobody else has seen yet: the tracker is asked to see it too.
    if (!trusted) await queueVerification(trx.kysely, productId, 'unconfirmed_price', now);
  } else {
    status = await screenReport(trx, { point, reporter, now });
  }
  await trx.kysely
    .insertInto('observations')
    .values({
      product_id: productId,
      client: reporter.key,
      source: trusted ? 'trusted' : 'extension',
      observed_at: o.observedAt,
      list_price: o.listPrice,
      final_price: o.finalPrice,
      status,
      received_at: now,
    })
    .execute();
  return status;
}

/**
 * Takes a batch from a reporter: each item is checked on its own (clear per-item errors), the
 * valid ones are written in one transaction. Untrusted reports must be dated near `now` and are
 * screened by the trust model (docs/price-trust.md).
 */
export async function receiveObservations(
  db: Db,
  items: readonly RawObservation[],
  options: { reporter: Reporter; trusted: boolean; now: number },
): Promise<ObservationOutcome[]> {
  const { reporter, trusted, now } = options;
  const outcomes: ObservationOutcome[] = [];
  const valid: [number, ValidObservation][] = [];
  items.forEach((raw, index) => {
    const found = checkObservation(raw, now);
    const checked =
      typeof found === 'string' || trusted
        ? found
        : (reportTimeProblem(found.observedAt, now) ?? found);
    if (typeof checked === 'string') outcomes.push({ index, status: 'rejected', msg: checked });
    else valid.push([index, checked]);
  });
  await inTransaction(db, async (trx) => {
    for (const [index, o] of valid) {
      const status = await writeOne(trx, o, reporter, trusted, now);
      if (status === 'accepted' || status === 'pending') {
        outcomes.push({ index, status, dpId: o.dpId });
      } else {
        outcomes.push({ index, status: 'rejected', dpId: o.dpId, msg: status });
      }
    }
  });
  return outcomes.sort((a, b) => a.index - b.index);
}
