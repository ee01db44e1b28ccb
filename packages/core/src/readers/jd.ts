import { findScriptLiteral } from './jsLiteral.js';
import {
  buildReading,
  dig,
  domMoney,
  domPrice,
  explainMissingProduct,
  firstText,
  hasAny,
  imageFrom,
  imageUrlOf,
  joinedTexts,
  lowestOf,
  problem,
  stringOf,
  yuanOf,
} from './helpers.js';
import type { PageInput, PageReading, ReaderTarget } from './types.js';

const IMAGE_HOST = 'https://img14.360buyimg.com/n1/';
const OUT_OF_STOCK_STATES = new Set([34, 0]);

/** The 2024+ React page's product data, or the older page's `pageConfig.product`. */
function embeddedProduct(
  scripts: readonly string[],
): { data: unknown; layout: 'react' | 'classic' } | null {
  const react =
    findScriptLiteral(scripts, /PCDetailClient\.product\s*=/) ??
    dig(findScriptLiteral(scripts, /PCDetailClient\s*=/), 'product');
  if (react && typeof react === 'object') return { data: react, layout: 'react' };
  const classic = dig(findScriptLiteral(scripts, /pageConfig\s*=/), 'product');
  if (classic && typeof classic === 'object') return { data: classic, layout: 'classic' };
  return null;
}

function imageOf(data: unknown): string | null {
  const src = stringOf(dig(data, 'mainImage')) ?? stringOf(dig(data, 'src'));
  if (!src) return null;
  return imageUrlOf(/^(?:https?:)?\/\//.test(src) ? src : `${IMAGE_HOST}${src.replace(/^\//, '')}`);
}

/** Reads a JD item page: the 2024+ React layout and the older `pageConfig` one. */
export function readJdPage(input: PageInput, target: ReaderTarget): PageReading {
  const { document, scripts } = input;
  // Everything but the image sits in the item's info column; asking it, not the whole page (menus,
  // recommendations), keeps a JD-sized page cheap to read. One selector for both layouts' columns
  // (they never share a page) lets the server stop parsing once the first is found.
  const info = document.querySelector('.page-right, .itemInfo-wrap') ?? document;
  if (hasAny(info, ['.itemover-tip', '.product-off-shelf', '#itemover'])) {
    return problem('off_shelf');
  }
  const embedded = embeddedProduct(scripts);
  const data = embedded?.data;
  const title =
    stringOf(dig(data, 'skuName')) ??
    stringOf(dig(data, 'name')) ??
    firstText(info, [
      '.sku-title-name',
      '.sku-title-text',
      '.page-right-skuname',
      '.sku-name',
      '.itemInfo-wrap .sku-name',
    ]);
  if (!title) return explainMissingProduct(document, scripts);

  // Embedded price data (the wareBusiness answer the server sometimes inlines) comes first.
  const price = dig(data, 'price');
  const sku = target.itemId;
  const dom = domPrice(info, [
    '.product-price--main .product-price--value',
    `.summary-price .p-price .price.J-p-${sku}`,
    `.J-p-${sku}`,
    '.summary-price .p-price .price',
  ]);
  const listRange = yuanOf(dig(price, 'p')) ?? (dom === 'empty' ? null : dom);
  const listPrice = lowestOf(listRange);
  // A product without a price in its HTML is filled by scripts later: no reading, never 0.
  if (listPrice === null) return problem('price_by_script');

  const finalLabel =
    stringOf(dig(price, 'finalPrice', 'priceContent')) ??
    firstText(info, ['#J_FinalPrice .price-label', '#J_FinalPrice .label']) ??
    '';
  const final =
    lowestOf(yuanOf(dig(price, 'finalPrice', 'price'))) ??
    lowestOf(domMoney(info, ['#J_FinalPrice .price']));
  // A 到手价 only new customers get is theirs, not the page's.
  const finalForNewCustomers = /新人|新客|首单/.test(finalLabel);
  const memberPrice =
    lowestOf(yuanOf(dig(price, 'plusPrice'))) ??
    lowestOf(
      domMoney(info, ['.product-price--plus .product-price--value', '.p-price-plus .price']),
    );
  const newCustomerPrice =
    lowestOf(yuanOf(dig(price, 'newUserPrice'))) ?? (finalForNewCustomers ? final : null);

  const stockState = dig(data, 'stockState');
  const stockText = firstText(info, ['#store-prompt', '.product-stock', '.store-prompt']) ?? '';
  const inStock =
    !(typeof stockState === 'number' && OUT_OF_STOCK_STATES.has(stockState)) &&
    !/无货|售罄|缺货/.test(stockText);
  // A presale page names itself in its deposit block (定金 … 尾款) or its stock line (预售).
  const presaleText = firstText(info, ['.summary-presale', '.product-presale']) ?? '';
  const isPresale = /预售|定金/.test(`${presaleText} ${stockText}`);

  return buildReading(
    target,
    {
      listPrice,
      finalPrice: finalForNewCustomers ? null : final,
      isRange: listRange !== null && listRange.high > listRange.low,
      memberPrice,
      newCustomerPrice,
    },
    {
      title,
      promo: joinedTexts(info, '.product-promotion .promotion-item, #prom .prom-item .hl_red'),
      coupon: joinedTexts(info, '.product-coupon .coupon-item, #summary-quan .quan-item'),
      imageUrl:
        imageOf(data) ?? imageFrom(document, ['.image-zoom-container.main-img img', '#spec-img']),
      inStock,
      isPresale,
    },
  );
}
