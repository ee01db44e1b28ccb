/** Where one store's product pages put things, for the content script of that store. */
export interface StorePage {
  /** Content-script match patterns of the store's product pages. */
  readonly matches: readonly string[];
  /**
   * The mini bar goes right after the first of these the page has: the price block, else a block
   * near it (the title) on layouts that have no price block in their HTML (STORES.md).
   */
  readonly barAfter: readonly string[];
  /** The price nodes: when their text changes (a SKU switch), the page is read again. */
  readonly priceNodes: readonly string[];
}

/** JD: older `.summary-price` pages and the 2024+ React app; desktop, mobile and 京东国际. */
export const JD: StorePage = {
  matches: ['*://item.jd.com/*', '*://item.m.jd.com/*', '*://npcitem.jd.hk/*'],
  barAfter: ['#summary-price', '.summary-price', '.product-price', '.sku-title', '.sku-name'],
  priceNodes: ['.product-price--main', '.summary-price .p-price', '#J_FinalPrice'],
};

const ALIBABA_BAR_AFTER = [
  '.tm-fcs-panel',
  '#J_PromoPrice',
  '#J_StrPriceModBox',
  '[class^="Price--root"]',
  '[class^="ItemTitle--"]',
  '.tb-detail-hd',
  '.tb-title',
];
const ALIBABA_PRICE_NODES = [
  '[class*="highlightPrice--"]',
  '.tm-price',
  '#J_PromoPriceNum',
  '.tb-rmb-num',
];

/** Tmall: the older `TShop` pages and the current React app with hashed class names. */
export const TMALL: StorePage = {
  matches: ['*://detail.tmall.com/*', '*://chaoshi.detail.tmall.com/*', '*://detail.tmall.hk/*'],
  barAfter: ALIBABA_BAR_AFTER,
  priceNodes: ALIBABA_PRICE_NODES,
};

/** Taobao: the older `g_config` pages and the current React app. */
export const TAOBAO: StorePage = {
  matches: ['*://item.taobao.com/*'],
  barAfter: ALIBABA_BAR_AFTER,
  priceNodes: ALIBABA_PRICE_NODES,
};

/** Pinduoduo's mobile web goods page (its data is in `window.rawData`). */
export const PINDUODUO: StorePage = {
  matches: ['*://mobile.yangkeduo.com/*'],
  barAfter: ['[class*="goods-price"]', '.goods-container-v2', '#main'],
  priceNodes: ['[class*="goods-price"]'],
};

/** Suning product pages. */
export const SUNING: StorePage = {
  matches: ['*://product.suning.com/*'],
  barAfter: ['#mainPrice', '.mainprice-box', '#itemDisplayName'],
  priceNodes: ['#mainPrice', '#netPriceBox', '#existPrice'],
};

/** Vipshop detail pages. */
export const VIPSHOP: StorePage = {
  matches: ['*://detail.vip.com/*'],
  barAfter: ['.pi-price-box', '.pib-title-detail'],
  priceNodes: ['#J-specialPrice-wrap', '.pbox-price'],
};
