import {
  hostBelongsTo,
  isDpId,
  parsePromotionText,
  siteById,
  siteByKey,
  type PromotionRule,
  type Site,
} from '@pricetrail/core';

/** A store event as an import line gives it, checked. */
export interface EventInput {
  type: 'event';
  key: string;
  siteId: number;
  name: string;
  kind: string;
  startsAt: number;
  endsAt: number;
  rules: PromotionRule[];
  url: string | null;
  /** Dp ids of the event's products (each must be known). */
  products: string[];
}

/** A coupon as an import line gives it, checked; money in fen. */
export interface CouponInput {
  type: 'coupon';
  key: string;
  siteId: number;
  threshold: number;
  amount: number;
  validFrom: number;
  validTo: number;
  url: string;
  /** The one product it is for (must be known and of the same store). */
  dpId: string | null;
  /** The category it is for (must be known). */
  category: string | null;
  text: string | null;
}

const MAX_FEN = 1_000_000_000;
const MAX_NAME = 100;
const MAX_KIND = 20;
const MAX_RULES = 20;
const MAX_RULE_TEXT = 100;
const MAX_PRODUCTS = 1000;
const MAX_URL = 1000;
const MAX_KEY = 200;
const EARLIEST = Date.UTC(2000, 0, 1) / 1000;
// Nothing is planned further ahead than this.
const LATEST = Date.UTC(2100, 0, 1) / 1000;

function isTime(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= EARLIEST && (value as number) < LATEST;
}

function isFen(value: unknown, min: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= MAX_FEN;
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= max ? trimmed : undefined;
}

function siteOf(value: unknown): Site | undefined {
  if (typeof value === 'number') return siteById(value);
  if (typeof value === 'string') return siteByKey(value);
  return undefined;
}

/** A link on the store's own site (http or https), or why it is not one. */
function storeUrl(value: unknown, site: Site): string | { error: string } {
  if (typeof value !== 'string' || value.length > MAX_URL || !URL.canParse(value)) {
    return { error: '链接（url）不是合法的网址' };
  }
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { error: '链接（url）必须以 http:// 或 https:// 开头' };
  }
  if (!site.hosts.some((domain) => hostBelongsTo(url.hostname, domain))) {
    return { error: `链接（url）必须是${site.name}自己的页面` };
  }
  return url.toString();
}

function optionalKey(value: unknown): string | null | { error: string } {
  if (value === undefined || value === null) return null;
  return text(value, MAX_KEY) ?? { error: `编号（key）须为不超过 ${MAX_KEY} 字的文字` };
}

function checkEvent(raw: Record<string, unknown>, site: Site): EventInput | string {
  const name = text(raw.name, MAX_NAME);
  if (!name) return `活动名称（name）不能为空，且不超过 ${MAX_NAME} 字`;
  const kind = text(raw.kind, MAX_KIND);
  if (!kind)
    return `活动类型（kind，如 618、双11、年货节、品牌日）不能为空，且不超过 ${MAX_KIND} 字`;
  if (!isTime(raw.startsAt)) return '开始时间（startsAt）必须是合理的秒级时间戳';
  if (!isTime(raw.endsAt)) return '结束时间（endsAt）必须是合理的秒级时间戳';
  if (raw.endsAt <= raw.startsAt) return '结束时间（endsAt）必须晚于开始时间（startsAt）';
  const rawRules = raw.rules ?? [];
  if (!Array.isArray(rawRules) || rawRules.length > MAX_RULES) {
    return `规则（rules）必须是不超过 ${MAX_RULES} 条文字的列表`;
  }
  const rules: PromotionRule[] = [];
  for (const rule of rawRules) {
    const ruleText = text(rule, MAX_RULE_TEXT);
    if (!ruleText) return `每条规则须为不超过 ${MAX_RULE_TEXT} 字的文字`;
    rules.push(...parsePromotionText(ruleText));
  }
  const products = raw.products ?? [];
  if (!Array.isArray(products) || products.length > MAX_PRODUCTS) {
    return `商品（products）必须是不超过 ${MAX_PRODUCTS} 个商品编号的列表`;
  }
  for (const dpId of products) {
    if (typeof dpId !== 'string' || !isDpId(dpId)) return `商品编号格式不正确：${String(dpId)}`;
  }
  let url: string | null = null;
  if (raw.url !== undefined && raw.url !== null) {
    const checked = storeUrl(raw.url, site);
    if (typeof checked !== 'string') return checked.error;
    url = checked;
  }
  const key = optionalKey(raw.key);
  if (key !== null && typeof key !== 'string') return key.error;
  return {
    type: 'event',
    key: key ?? `event|${site.id}|${name}|${raw.startsAt}`,
    siteId: site.id,
    name,
    kind,
    startsAt: raw.startsAt,
    endsAt: raw.endsAt,
    rules,
    url,
    products: [...new Set(products as string[])],
  };
}

function checkCoupon(raw: Record<string, unknown>, site: Site): CouponInput | string {
  const threshold = raw.threshold ?? 0;
  if (!isFen(threshold, 0)) return '门槛（threshold）必须是不小于 0 的整数（单位：分）';
  if (!isFen(raw.amount, 1)) return '优惠金额（amount）必须是正整数（单位：分）';
  if (threshold > 0 && raw.amount >= threshold)
    return '优惠金额（amount）必须小于门槛（threshold）';
  if (!isTime(raw.validFrom)) return '生效时间（validFrom）必须是合理的秒级时间戳';
  if (!isTime(raw.validTo)) return '失效时间（validTo）必须是合理的秒级时间戳';
  if (raw.validTo <= raw.validFrom) return '失效时间（validTo）必须晚于生效时间（validFrom）';
  if (raw.url === undefined || raw.url === null) return '缺少领券链接（url）';
  const url = storeUrl(raw.url, site);
  if (typeof url !== 'string') return url.error;
  let dpId: string | null = null;
  if (raw.dpId !== undefined && raw.dpId !== null) {
    if (typeof raw.dpId !== 'string' || !isDpId(raw.dpId)) return '商品编号（dpId）格式不正确';
    dpId = raw.dpId;
  }
  let category: string | null = null;
  if (raw.class !== undefined && raw.class !== null) {
    category = text(raw.class, 64) ?? null;
    if (!category) return '分类（class）须为不超过 64 字的分类 slug';
  }
  let couponText: string | null = null;
  if (raw.text !== undefined && raw.text !== null) {
    couponText = text(raw.text, MAX_RULE_TEXT) ?? null;
    if (!couponText) return `券面文字（text）须为不超过 ${MAX_RULE_TEXT} 字的文字`;
  }
  const key = optionalKey(raw.key);
  if (key !== null && typeof key !== 'string') return key.error;
  return {
    type: 'coupon',
    key:
      key ??
      ['coupon', site.id, threshold, raw.amount, raw.validFrom, raw.validTo, url, dpId ?? ''].join(
        '|',
      ),
    siteId: site.id,
    threshold,
    amount: raw.amount,
    validFrom: raw.validFrom,
    validTo: raw.validTo,
    url,
    dpId,
    category,
    text: couponText,
  };
}

/** Checks one line of a promotions file; the answer is an event, a coupon, or a Chinese reason. */
export function checkPromotionLine(
  raw: Record<string, unknown>,
): EventInput | CouponInput | string {
  if (raw.type !== 'event' && raw.type !== 'coupon') return '类型（type）必须是 event 或 coupon';
  const site = siteOf(raw.site);
  if (!site) return '未知的商城（site）：请填站点 id（如 3）或代号（如 jd）';
  return raw.type === 'event' ? checkEvent(raw, site) : checkCoupon(raw, site);
}
