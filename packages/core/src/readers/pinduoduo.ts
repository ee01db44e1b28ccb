import { findScriptLiteral } from './jsLiteral.js';
import {
  buildReading,
  dig,
  explainMissingProduct,
  fenOf,
  imageUrlOf,
  lowestOf,
  problem,
  stringOf,
  yuanOf,
} from './helpers.js';
import type { PageInput, PageReading, ReaderTarget } from './types.js';

/** A price from `rawData` goods: the `…InCent` field when there, else the yuan one. */
function priceOf(goods: unknown, name: string): number | null {
  return fenOf(dig(goods, `${name}InCent`)) ?? lowestOf(yuanOf(dig(goods, name)));
}

/**
 * Reads a Pinduoduo goods page from `window.rawData`. The page price there is the group-buy price
 * (拼团价, open to anyone who joins a group); the single-buy price is kept apart.
 */
export function readPinduoduoPage(input: PageInput, target: ReaderTarget): PageReading {
  const { document, scripts } = input;
  const initData = dig(findScriptLiteral(scripts, /rawData\s*=/), 'store', 'initDataObj');
  if (dig(initData, 'needLogin') === true) return problem('login_wall');
  const goods = dig(initData, 'goods');
  const title = stringOf(dig(goods, 'goodsName'));
  if (!title) return explainMissingProduct(document, scripts);
  if (dig(goods, 'isOnSale') === false) return problem('off_shelf');
  const low = priceOf(goods, 'minOnSaleGroupPrice') ?? priceOf(goods, 'minGroupPrice');
  if (low === null) return problem('price_by_script');
  const high = priceOf(goods, 'maxGroupPrice') ?? low;
  const quantity = dig(goods, 'quantity');
  return buildReading(
    target,
    {
      listPrice: low,
      priceKind: 'group',
      isRange: high > low,
      singleBuyPrice: priceOf(goods, 'minNormalPrice'),
    },
    {
      title,
      promo: stringOf(dig(goods, 'priceTag')),
      coupon: stringOf(dig(initData, 'mallCoupon', 'title')),
      imageUrl: imageUrlOf(stringOf(dig(goods, 'hdThumbUrl')) ?? stringOf(dig(goods, 'thumbUrl'))),
      inStock: !(typeof quantity === 'number' && quantity <= 0),
    },
  );
}
