import {
  buildReading,
  domMoney,
  domPrice,
  explainMissingProduct,
  firstText,
  hasAny,
  imageFrom,
  joinedTexts,
  lowestOf,
  problem,
} from './helpers.js';
import type { PageInput, PageReading, ReaderTarget } from './types.js';

/** Reads a Vipshop detail page: 特卖价 in `.pi-price-box`, 折后价 in `#J-specialPrice-wrap`. */
export function readVipshopPage(input: PageInput, target: ReaderTarget): PageReading {
  const { document, scripts } = input;
  if (hasAny(document, ['.goods-offline-tips', '.pi-offline'])) return problem('off_shelf');
  const title = firstText(document, ['.pib-title-detail', '.pib-title']);
  if (!title) return explainMissingProduct(document, scripts);
  const price = domPrice(document, ['.pi-price-box .J-price', '.pbox-price .J-price', '.J-price']);
  const listRange = price === 'empty' ? null : price;
  const listPrice = lowestOf(listRange);
  if (listPrice === null) return problem('price_by_script');
  return buildReading(
    target,
    {
      listPrice,
      finalPrice: lowestOf(domMoney(document, ['#J-specialPrice-wrap .sp-price'])),
      isRange: listRange !== null && listRange.high > listRange.low,
    },
    {
      title,
      promo: joinedTexts(document, '.pi-price-box .pbox-off, .pi-promotion .promotion-item'),
      coupon: joinedTexts(document, '.pi-coupon .coupon-item'),
      imageUrl: imageFrom(document, ['#J-img-content img', '.pic-sliderwrap img']),
      inStock: !hasAny(document, ['.pi-soldout', '.J-soldout']),
    },
  );
}
