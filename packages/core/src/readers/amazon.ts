import {
  buildReading,
  domPrice,
  explainMissingProduct,
  firstText,
  imageFrom,
  joinedTexts,
  lowestOf,
  problem,
} from './helpers.js';
import type { PageInput, PageReading, ReaderTarget } from './types.js';

/** Reads an Amazon.cn product page from its DOM (it embeds no product data worth reading). */
export function readAmazonPage(input: PageInput, target: ReaderTarget): PageReading {
  const { document, scripts } = input;
  const title = firstText(document, ['#productTitle', '#title']);
  if (!title) return explainMissingProduct(document, scripts);
  const price = domPrice(document, [
    '#corePrice_feature_div .a-price .a-offscreen',
    '#corePriceDisplay_desktop_feature_div .a-price .a-offscreen',
    '#priceblock_dealprice',
    '#priceblock_ourprice',
    '#price_inside_buybox',
  ]);
  const listRange = price === 'empty' ? null : price;
  const listPrice = lowestOf(listRange);
  const availability = firstText(document, ['#availability']) ?? '';
  if (listPrice === null) {
    return /目前无货|不可用|unavailable/i.test(availability)
      ? problem('off_shelf')
      : problem('price_by_script');
  }
  return buildReading(
    target,
    { listPrice, isRange: listRange !== null && listRange.high > listRange.low },
    {
      title,
      promo: joinedTexts(document, '#promotions_feature_div .promotion-text'),
      coupon: joinedTexts(document, '#couponBadgeRegularVpc'),
      imageUrl: imageFrom(document, ['#landingImage', '#imgBlkFront']),
      inStock: !/无货|缺货|unavailable/i.test(availability),
    },
  );
}
