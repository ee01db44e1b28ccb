import { ALIBABA_OFF_SHELF, readAlibabaAppPage } from './alibabaApp.js';
import { findScriptLiteral } from './jsLiteral.js';
import {
  buildReading,
  dig,
  domPrice,
  explainMissingProduct,
  firstText,
  hasAny,
  imageUrlOf,
  joinedTexts,
  lowestOf,
  problem,
  stringOf,
  yuanOf,
} from './helpers.js';
import type { PageInput, PageReading, ReaderTarget } from './types.js';

function skuMapRange(skuMap: unknown): { low: number; high: number } | null {
  if (!skuMap || typeof skuMap !== 'object') return null;
  const prices = Object.values(skuMap)
    .map((sku) => lowestOf(yuanOf(dig(sku, 'price'))))
    .filter((price) => price !== null);
  return prices.length > 0 ? { low: Math.min(...prices), high: Math.max(...prices) } : null;
}

function skuMapInStock(skuMap: unknown): boolean {
  if (!skuMap || typeof skuMap !== 'object') return true;
  const stocks = Object.values(skuMap).map((sku) => Number(dig(sku, 'stock')));
  return stocks.length === 0 || stocks.some((stock) => !(stock <= 0));
}

/** The older GBK page: `TShop.Setup({...})` data, `.tm-price` nodes. */
function readClassic(input: PageInput, target: ReaderTarget): PageReading | null {
  const { document, scripts } = input;
  const setup = findScriptLiteral(scripts, /TShop\.Setup\(/);
  const title =
    stringOf(dig(setup, 'itemDO', 'title')) ??
    document.querySelector('.tb-detail-hd h1')?.getAttribute('data-title')?.trim() ??
    firstText(document, ['.tb-detail-hd h1', '.tb-main-title']);
  if (!title) return null;
  const skuMap = dig(setup, 'valItemInfo', 'skuMap');
  // The promotion price (促销价) is what a shopper pays when the page shows one.
  const promo = domPrice(document, ['#J_PromoPrice .tm-price', '.tm-promo-price .tm-price']);
  const listRange =
    (promo === 'empty' ? null : promo) ??
    yuanOf(dig(setup, 'detail', 'defaultItemPrice')) ??
    skuMapRange(skuMap) ??
    yuanOf(dig(setup, 'itemDO', 'reservePrice'));
  const listPrice = lowestOf(listRange);
  if (listPrice === null) return problem('price_by_script');
  return buildReading(
    target,
    { listPrice, isRange: listRange !== null && listRange.high > listRange.low },
    {
      title,
      promo: joinedTexts(document, '#J_PromoPrice .tm-promo-type'),
      coupon: joinedTexts(document, '.tm-coupon-panel .coupon-title'),
      imageUrl: imageUrlOf(
        stringOf(dig(setup, 'propertyPics', 'default', 0)) ??
          document.querySelector('#J_ImgBooth')?.getAttribute('src'),
      ),
      inStock: skuMapInStock(skuMap),
    },
  );
}

/** Reads a Tmall item page: the 2025 app layout or the older `TShop.Setup` one. */
export function readTmallPage(input: PageInput, target: ReaderTarget): PageReading {
  const { document, scripts } = input;
  if (hasAny(document, ALIBABA_OFF_SHELF)) return problem('off_shelf');
  const app = readAlibabaAppPage(document, scripts, target);
  if (app === 'empty') return problem('price_by_script');
  return app ?? readClassic(input, target) ?? explainMissingProduct(document, scripts);
}
