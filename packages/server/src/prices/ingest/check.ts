import {
  OBSERVATION_TEXT_MAX as MAX_TEXT,
  parseDpId,
  parseProductUrl,
  withoutMembersOnly,
  type StockState,
} from '@pricetrail/core';

/**
 * One observation as a door received it (not yet trusted): an item of
 * `POST /api/prices/observations`, a line of an import file, a reading of the tracker.
 */
export interface RawObservation {
  url?: unknown;
  dpId?: unknown;
  title?: unknown;
  listPrice?: unknown;
  finalPrice?: unknown;
  promo?: unknown;
  coupon?: unknown;
  observedAt?: unknown;
  /** Whether the page offered the product for sale (有货) or not (无货); absent: not said. */
  inStock?: unknown;
  /** The stock state the page showed, one of REPORTED_STOCK (预售 has no `inStock` form). */
  stock?: unknown;
  /** Listing facts an import file or the tracker may carry for a product seen the first time. */
  brand?: unknown;
  imageUrl?: unknown;
  clusterKey?: unknown;
}

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
  /** 有货, 无货 or 预售, when the source said. */
  stock?: ReportedStock;
}

/** The stock states a source may report (下架 is the tracker's finding, never a report's). */
export const REPORTED_STOCK = ['in_stock', 'out_of_stock', 'presale'] as const;

/** One of {@link REPORTED_STOCK}. */
export type ReportedStock = Extract<StockState, (typeof REPORTED_STOCK)[number]>;

/** The reason an item whose `inStock` is neither true nor false is refused. */
export const MSG_IN_STOCK = '库存状态（inStock）只能是 true 或 false';

/** The reason an item whose `stock` is not one of REPORTED_STOCK is refused. */
export const MSG_STOCK =
  '库存状态（stock）只能是 in_stock（有货）、out_of_stock（无货）或 presale（预售）';

/** The reason an item whose `stock` and `inStock` say opposite things is refused. */
export const MSG_STOCK_CONFLICT = '库存状态（stock）与 inStock 互相矛盾';

/**
 * The stock an item reports (none when it says nothing), or the reason it is refused: `stock`
 * when given (预售 goes with either `inStock`, a deposit being an order), else `inStock` as 有货
 * or 无货.
 */
function reportedStock(raw: RawObservation): { stock?: ReportedStock } | string {
  const inStock = raw.inStock ?? undefined;
  const stock = raw.stock ?? undefined;
  if (inStock !== undefined && typeof inStock !== 'boolean') return MSG_IN_STOCK;
  if (stock === undefined) {
    return inStock === undefined ? {} : { stock: inStock ? 'in_stock' : 'out_of_stock' };
  }
  const state = REPORTED_STOCK.find((s) => s === stock);
  if (!state) return MSG_STOCK;
  if (inStock !== undefined && state !== 'presale' && inStock !== (state === 'in_stock')) {
    return MSG_STOCK_CONFLICT;
  }
  return { stock: state };
}

const MAX_FEN = 1_000_000_000;
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
  const reported = reportedStock(raw);
  if (typeof reported === 'string') return reported;
  // Built field by field: object spreads here cost several microseconds per imported row.
  const valid: ValidObservation = {
    dpId: target.dpId,
    siteId: target.siteId,
    itemId: target.itemId,
    listPrice: raw.listPrice,
    finalPrice,
    // A saving only members get is never kept as a promotion or coupon of the public price.
    promo: withoutMembersOnly(promo),
    coupon: withoutMembersOnly(coupon),
    observedAt: at as number,
  };
  if (target.canonicalUrl !== undefined) valid.canonicalUrl = target.canonicalUrl;
  if (title) valid.title = title;
  if (reported.stock !== undefined) valid.stock = reported.stock;
  return valid;
}
