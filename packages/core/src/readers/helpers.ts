import { withoutMembersOnly } from '../promotions/membersOnly.js';
import { parseMoney } from './parseMoney.js';
import type {
  PageDocument,
  PageElement,
  PageProblem,
  PageReading,
  PriceKind,
  ProductReading,
  ReaderTarget,
} from './types.js';

/** The Chinese reason shown for each page that gives no reading. */
export const PAGE_PROBLEM_MESSAGES: Readonly<Record<PageProblem, string>> = {
  login_wall: '商城要求登录',
  captcha: '遇到验证码或滑块验证',
  off_shelf: '商品已下架',
  not_found: '商品页不存在',
  price_by_script: '价格由脚本加载，页面中没有价格',
  not_product: '页面不是商品页，没有找到商品信息',
  unsupported_store: '暂不支持读取该商城的页面',
};

/** A failed reading with its Chinese message. */
export function problem(name: PageProblem): PageReading {
  return { ok: false, problem: name, message: PAGE_PROBLEM_MESSAGES[name] };
}

/** An element's text with runs of white space folded to one space, or '' for none. */
export function textOf(element: PageElement | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first non-empty text among the elements `selectors` match, or null. */
export function firstText(
  root: PageDocument | PageElement,
  selectors: readonly string[],
): string | null {
  for (const selector of selectors) {
    const text = textOf(root.querySelector(selector));
    if (text) return text;
  }
  return null;
}

/** The distinct non-empty texts of every element `selector` matches, joined by '；', or null. */
export function joinedTexts(root: PageDocument | PageElement, selector: string): string | null {
  const texts = new Set<string>();
  const elements = root.querySelectorAll(selector);
  for (let index = 0; index < elements.length; index += 1) {
    const text = textOf(elements[index]);
    if (text) texts.add(text);
  }
  return texts.size > 0 ? [...texts].join('；') : null;
}

/** The value at `path` inside parsed script data, or undefined. */
export function dig(value: unknown, ...path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A non-empty trimmed string from script data, or null. */
export function stringOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text || null;
}

/** Yuan in script data (`5999`, `'5999.00'`, `'5499.00 - 6799.00'`) as a fen range, or null. */
export function yuanOf(value: unknown): { low: number; high: number } | null {
  const text = stringOf(value);
  return text === null ? null : parseMoney(text);
}

/** Integer fen in script data (`priceInCent: 2990`), or null. */
export function fenOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** The lowest fen price, or null. A price of zero is no price. */
export function lowestOf(range: { low: number; high: number } | null): number | null {
  return range && range.low > 0 ? range.low : null;
}

/** An absolute http(s) image URL (protocol-relative ones become https), or null. */
export function imageUrlOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const absolute = text.startsWith('//') ? `https:${text}` : text;
  return /^https?:\/\/[^\s"'<>]+$/.test(absolute) ? absolute : null;
}

/** The first image URL among the `src`-like attributes of the elements `selectors` match. */
export function imageFrom(root: PageDocument, selectors: readonly string[]): string | null {
  for (const selector of selectors) {
    const element = root.querySelector(selector);
    if (!element) continue;
    for (const name of ['data-origin', 'data-src', 'src', 'data-old-hires', 'content']) {
      const url = imageUrlOf(element.getAttribute(name));
      if (url) return url;
    }
  }
  return null;
}

/** True when any of `selectors` matches an element. */
export function hasAny(root: PageDocument | PageElement, selectors: readonly string[]): boolean {
  return selectors.some((selector) => root.querySelector(selector) !== null);
}

/** True when any script text contains `needle`. */
export function scriptsMention(scripts: readonly string[], needle: string | RegExp): boolean {
  return scripts.some((script) =>
    typeof needle === 'string' ? script.includes(needle) : needle.test(script),
  );
}

/** The prices a reader found; `buildReading` turns them into a reading. */
export interface FoundPrices {
  listPrice: number;
  finalPrice?: number | null;
  priceKind?: PriceKind;
  isRange?: boolean;
  memberPrice?: number | null;
  newCustomerPrice?: number | null;
  singleBuyPrice?: number | null;
}

/** The rest of what a reader found on the page. */
export interface FoundDetails {
  title: string;
  promo?: string | null;
  coupon?: string | null;
  imageUrl?: string | null;
  inStock?: boolean;
  /** The page takes a deposit for goods not yet shipping (预售). */
  isPresale?: boolean;
}

/** A successful reading of the target product. A 到手价 equal to the page price is no 到手价. */
export function buildReading(
  target: ReaderTarget,
  prices: FoundPrices,
  details: FoundDetails,
): PageReading {
  const finalPrice =
    prices.finalPrice != null && prices.finalPrice !== prices.listPrice ? prices.finalPrice : null;
  const reading: ProductReading = {
    dpId: target.dpId,
    siteId: target.siteId,
    title: details.title,
    listPrice: prices.listPrice,
    finalPrice,
    priceKind: prices.priceKind ?? 'public',
    isRange: prices.isRange ?? false,
    promo: withoutMembersOnly(details.promo ?? null),
    coupon: withoutMembersOnly(details.coupon ?? null),
    imageUrl: details.imageUrl ?? null,
    inStock: details.inStock ?? true,
    memberPrice: prices.memberPrice ?? null,
    newCustomerPrice: prices.newCustomerPrice ?? null,
    ...(prices.singleBuyPrice !== undefined ? { singleBuyPrice: prices.singleBuyPrice } : {}),
    ...(details.isPresale ? { isPresale: true as const } : {}),
  };
  return { ok: true, reading };
}

const LOGIN_SELECTORS = [
  '#formlogin',
  '#login-form',
  '#J_LoginBox',
  'form[action*="login"]',
  'form[action*="signin"]',
  'form[name="signIn"]',
];
const CAPTCHA_SELECTORS = [
  'form[action*="validateCaptcha"]',
  '#nc_1_wrapper',
  '.nc-container',
  '#baxia-punish',
  '.baxia-dialog',
  '#captcha',
  '.JDJRV-wrap',
  '.verifyBtn',
];
const LOGIN_TITLE = /登录|登錄|sign[ -]?in/i;
const CAPTCHA_TITLE = /验证码|安全验证|滑块|人机验证|验证一下|captcha|robot check/i;
const CAPTCHA_SCRIPT = /RGV587_ERROR|_____tmd_____|\/punish\?|x5secdata|validateCaptcha/;

/** Recognises the login walls and captcha or slider checks that every store puts up. */
export function commonBlock(
  document: PageDocument,
  scripts: readonly string[],
): PageReading | null {
  const title = textOf(document.querySelector('title'));
  if (hasAny(document, CAPTCHA_SELECTORS) || CAPTCHA_TITLE.test(title)) return problem('captcha');
  if (scriptsMention(scripts, CAPTCHA_SCRIPT)) return problem('captcha');
  if (hasAny(document, LOGIN_SELECTORS) || LOGIN_TITLE.test(title)) return problem('login_wall');
  return null;
}

const MISSING_TEXT =
  /404|页面不存在|页面没有找到|找不到该页面|商品不存在|宝贝不存在|您查看的宝贝不存在|商品已经不存在/;

/** Recognises a store's "page not found" answer by its title and headline. */
export function commonMissing(document: PageDocument): PageReading | null {
  const headline = `${textOf(document.querySelector('title'))} ${firstText(document, ['h1', '.error-title', '.error-msg', '.error-notice-hd']) ?? ''}`;
  return MISSING_TEXT.test(headline) ? problem('not_found') : null;
}

/** What a page that gave no product says about itself: blocked, missing, or no product page. */
export function explainMissingProduct(
  document: PageDocument,
  scripts: readonly string[],
): PageReading {
  return commonBlock(document, scripts) ?? commonMissing(document) ?? problem('not_product');
}

/**
 * The fen price in a DOM price node: a number when it holds one, 'empty' when the node is there
 * but scripts have not filled it (only a currency sign or placeholder), null when it is absent.
 */
export function domPrice(
  root: PageDocument | PageElement,
  selectors: readonly string[],
): { low: number; high: number } | 'empty' | null {
  let sawEmpty = false;
  for (const selector of selectors) {
    const element = root.querySelector(selector);
    if (!element) continue;
    const text = textOf(element);
    const money = parseMoney(text);
    if (money && money.low > 0) return money;
    if (/^[¥￥\s.\-—]*$|^(?:暂无报价|价格加载中|待发布)$/.test(text)) sawEmpty = true;
  }
  return sawEmpty ? 'empty' : null;
}

/** The money in the first DOM price node of `selectors` that holds one, or null. */
export function domMoney(
  root: PageDocument | PageElement,
  selectors: readonly string[],
): { low: number; high: number } | null {
  const found = domPrice(root, selectors);
  return found === 'empty' ? null : found;
}
