import { findScriptLiteral } from './jsLiteral.js';
import {
  buildReading,
  dig,
  domPrice,
  explainMissingProduct,
  firstText,
  hasAny,
  imageFrom,
  joinedTexts,
  lowestOf,
  problem,
  stringOf,
} from './helpers.js';
import type { PageInput, PageReading, ReaderTarget } from './types.js';

/** Reads a Suning product page: the `sn` page global and the `#mainPrice` block. */
export function readSuningPage(input: PageInput, target: ReaderTarget): PageReading {
  const { document, scripts } = input;
  if (hasAny(document, ['#offShelf', '.sorry-offshelf'])) return problem('off_shelf');
  const sn = findScriptLiteral(scripts, /\bsn\s*=/);
  const title =
    firstText(document, ['#itemDisplayName', '.proinfo-title h1']) ??
    stringOf(dig(sn, 'itemDisplayName'));
  if (!title) return explainMissingProduct(document, scripts);
  // Suning fills its price from its price API; a saved or rendered page has it in the block.
  const price = domPrice(document, ['#mainPrice .mainprice', '#existPrice .mainprice']);
  const listRange = price === 'empty' ? null : price;
  const listPrice = lowestOf(listRange);
  if (listPrice === null) return problem('price_by_script');
  const stock = firstText(document, ['#stockStatus', '.proinfo-stock']) ?? '';
  return buildReading(
    target,
    { listPrice, isRange: listRange !== null && listRange.high > listRange.low },
    {
      title,
      promo: joinedTexts(document, '#promotionInfo .promotion-item'),
      coupon: joinedTexts(document, '#couponInfo .coupon-item'),
      imageUrl: imageFrom(document, ['#bigImg img', '.imgzoom-main img']),
      inStock: !/无货|售罄|暂不销售/.test(stock),
    },
  );
}
