// Example answers for the API document, taken from the demo catalogue (`pricetrail demo`).

const product = {
  dpId: '16854765018-25',
  siteId: 25,
  siteName: '苏宁易购',
  itemId: '16854765018',
  title: 'Redmi K70 12GB+256GB 竹月蓝 第二代骁龙8 2K中国屏 5G手机',
  brand: '小米',
  category: 'phones',
  imageUrl: '/demo-assets/phones.svg',
  url: 'https://product.suning.com/0000000000/16854765018.html',
  attributes: { 品牌: '小米', 型号: 'Redmi K70', 存储: '12GB+256GB', 颜色: '竹月蓝' },
  clusterKey: 'demo-000015',
  salesCount: 1566,
  commentCount: 2062,
  demo: true,
};

const summary = {
  currentList: 204900,
  currentFinal: 190900,
  currentTs: 1794880800,
  lowestPrice: 154900,
  lowestTs: 1781712000,
  highestPrice: 239900,
  highestTs: 1700582400,
  low30: 154900,
  low60: 154900,
  low180: 154900,
  price618: 154900,
  price618Ts: 1781712000,
  price1111: 154900,
  price1111Ts: 1794326400,
  trend: -1,
  pending: null,
};

/** `GET /api/products/{dpId}`. */
export const PRODUCT_EXAMPLE = {
  product,
  summary,
  lastCheckedAt: 1794880800,
  latestSource: 'import',
  offShelf: false,
};

/** `GET /api/products/{dpId}/history?range=30d`, cut to its last points. */
export const HISTORY_EXAMPLE = {
  product,
  summary,
  range: '30d',
  listPrice: [
    [1794790800, 204900],
    [1794880800, 204900],
  ],
  finalPrice: [
    [1794790800, 194900],
    [1794880800, 190900],
  ],
  promotions: [
    { ts: 1794704400, promo: null, coupon: '满1000减100' },
    { ts: 1794880800, promo: null, coupon: '满300减40' },
  ],
};

/** `GET /api/search?q=手机`, cut to its first item. */
export const SEARCH_EXAMPLE = { total: 20, page: 1, pageSize: 20, items: [{ product, summary }] };

/** `GET /api/categories`, cut to a top-level category and one of its children. */
export const CATEGORIES_EXAMPLE = {
  categories: [
    { slug: 'digital', name: '手机数码', parentSlug: null },
    { slug: 'phones', name: '手机', parentSlug: 'digital' },
  ],
};
