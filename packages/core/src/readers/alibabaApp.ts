import { isMembersOnly } from '../promotions/membersOnly.js';
import { findScriptLiteral } from './jsLiteral.js';
import {
  buildReading,
  dig,
  domMoney,
  firstText,
  imageUrlOf,
  lowestOf,
  stringOf,
  yuanOf,
} from './helpers.js';
import type { FoundPrices } from './helpers.js';
import type { PageDocument, PageReading, ReaderTarget } from './types.js';

// Tmall and Taobao share one 2025 item page: a React app with hashed CSS-module class names
// (matched by prefix) and its data in `window.__ICE_APP_CONTEXT__`.

/** An item the shop has taken off sale. */
export const ALIBABA_OFF_SHELF = [
  '.sold-out-tit',
  '#J_SoldOut',
  '.tb-off-sale',
  '[class*="soldOut--"]',
  '[class*="offShelf--"]',
];

const NEW_CUSTOMER_LABEL = /新人|新客|首单|首购/;

/** Sorts a labelled second price into 到手价, member price or new-customer price. */
function extraPrice(label: string, price: number | null): Partial<FoundPrices> {
  if (price === null) return {};
  if (isMembersOnly(label)) return { memberPrice: price };
  if (NEW_CUSTOMER_LABEL.test(label)) return { newCustomerPrice: price };
  return { finalPrice: price };
}

function skuInStock(sku2info: unknown): boolean {
  if (!sku2info || typeof sku2info !== 'object') return true;
  const quantities = Object.values(sku2info).map((sku) => Number(dig(sku, 'quantity')));
  return quantities.length === 0 || quantities.some((quantity) => !(quantity <= 0));
}

function fromAppContext(scripts: readonly string[], target: ReaderTarget): PageReading | null {
  const res = dig(
    findScriptLiteral(scripts, /__ICE_APP_CONTEXT__\s*=/),
    'loaderData',
    'home',
    'data',
    'res',
  );
  const title = stringOf(dig(res, 'item', 'title'));
  if (!title) return null;
  const priceVO = dig(res, 'componentsVO', 'priceVO');
  const listRange = yuanOf(dig(priceVO, 'price', 'priceText'));
  const listPrice = lowestOf(listRange);
  if (listPrice === null) return null;
  const label = stringOf(dig(priceVO, 'extraPrice', 'priceTitle')) ?? '';
  const second = lowestOf(yuanOf(dig(priceVO, 'extraPrice', 'priceText')));
  const coupons = dig(res, 'componentsVO', 'couponVO', 'couponList');
  const promos = dig(res, 'componentsVO', 'promotionVO', 'promotionList');
  return buildReading(
    target,
    {
      listPrice,
      isRange: listRange !== null && listRange.high > listRange.low,
      ...extraPrice(label, second),
    },
    {
      title,
      promo: joinTitles(promos),
      coupon: joinTitles(coupons),
      imageUrl: imageUrlOf(stringOf(dig(res, 'item', 'images', 0))),
      inStock: skuInStock(dig(res, 'skuCore', 'sku2info')),
    },
  );
}

function joinTitles(list: unknown): string | null {
  if (!Array.isArray(list)) return null;
  const titles = list
    .map((entry) => stringOf(dig(entry, 'title')))
    .filter((title) => title !== null);
  return titles.length > 0 ? [...new Set(titles)].join('；') : null;
}

function fromHashedDom(document: PageDocument, target: ReaderTarget): PageReading | 'empty' | null {
  const title = firstText(document, [
    '[class^="ItemTitle--"] [class^="mainTitle--"]',
    '[class*="mainTitle--"]',
    '[class^="ItemTitle--"]',
  ]);
  if (!title) return null;
  const highlight = document.querySelector('[class*="highlightPrice--"] [class*="text--"]');
  const sub = document.querySelector('[class*="subPrice--"] [class*="text--"]');
  const highlightRange = domMoney(document, ['[class*="highlightPrice--"] [class*="text--"]']);
  const subRange = domMoney(document, ['[class*="subPrice--"] [class*="text--"]']);
  // With a sub price shown, it is the 原价 and the highlighted one the 到手价.
  const listRange = sub ? subRange : highlightRange;
  const listPrice = lowestOf(listRange);
  if (listPrice === null) return highlight || sub ? 'empty' : null;
  const label = firstText(document, ['[class*="highlightPrice--"] [class*="priceText--"]']) ?? '';
  return buildReading(
    target,
    {
      listPrice,
      isRange: listRange !== null && listRange.high > listRange.low,
      ...(sub ? extraPrice(label, lowestOf(highlightRange)) : {}),
    },
    {
      title,
      coupon: firstText(document, ['[class*="couponText--"]']),
      imageUrl: imageUrlOf(
        document.querySelector('[class*="mainPic--"]')?.getAttribute('src') ?? null,
      ),
    },
  );
}

/**
 * Reads the 2025 Tmall/Taobao item page: app-context data first, then the hashed-class DOM.
 * 'empty' when price nodes are there but scripts have not filled them; null when not this layout.
 */
export function readAlibabaAppPage(
  document: PageDocument,
  scripts: readonly string[],
  target: ReaderTarget,
): PageReading | 'empty' | null {
  return fromAppContext(scripts, target) ?? fromHashedDom(document, target);
}
