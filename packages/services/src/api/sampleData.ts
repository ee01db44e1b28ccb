import type {
  CategoryInfo,
  PriceHistory,
  ProductInfo,
  ProductListItem,
  ProductOffer,
  WirePricePoint,
} from './priceTypes';

/** The sample data's clock: 2026-01-01 00:00 UTC in epoch seconds. */
export const SAMPLE_NOW = Date.UTC(2026, 0, 1) / 1000;

const DAY = 86_400;

/** A sample product picture: a tinted box labelled with the goods (an SVG data URL). */
export function samplePicture(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="280" viewBox="0 0 280 280"><rect width="280" height="280" fill="hsl(${hue},45%,92%)"/><rect x="90" y="50" width="100" height="180" rx="16" fill="hsl(${hue},40%,40%)"/><text x="140" y="260" font-size="20" text-anchor="middle" fill="#333">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The sample JD phone that the journeys use. */
export const SAMPLE_PRODUCT: ProductInfo = {
  dpId: '100012043978-3',
  siteId: 3,
  title: '华为 HUAWEI Mate 60 Pro 12GB+512GB 雅川青 卫星通话 鸿蒙智能手机',
  imageUrl: samplePicture('Mate', 160),
  url: 'https://item.jd.com/100012043978.html',
  brand: '华为',
  categorySlug: 'digital',
  attributes: { 品牌: '华为', 型号: 'Mate 60 Pro', 内存: '12GB', 存储: '512GB', 颜色: '雅川青' },
  demo: true,
};

/** More sample products for lists. */
export const SAMPLE_PRODUCTS: readonly ProductInfo[] = [
  SAMPLE_PRODUCT,
  {
    dpId: '100066896338-3',
    siteId: 3,
    title: 'Apple iPhone 15 128GB 黑色 支持移动联通电信5G 双卡双待手机',
    imageUrl: samplePicture('iPhone', 220),
    url: 'https://item.jd.com/100066896338.html',
    categorySlug: 'digital',
    demo: true,
  },
  {
    dpId: '652391740215-83',
    siteId: 83,
    title: '索尼 WH-1000XM5 头戴式无线降噪耳机',
    imageUrl: samplePicture('Sony', 20),
    url: 'https://detail.tmall.com/item.htm?id=652391740215',
    categorySlug: 'digital',
    demo: true,
  },
  {
    dpId: '100035246702-3',
    siteId: 3,
    title: '海尔 BCD-510WGHTDD9N 510升 十字对开门 一级能效 冰箱',
    imageUrl: samplePicture('Haier', 200),
    url: 'https://item.jd.com/100035246702.html',
    categorySlug: 'appliances',
    demo: true,
  },
];

/** The sample categories. */
export const SAMPLE_CATEGORIES: readonly CategoryInfo[] = [
  { slug: 'digital', name: '手机数码' },
  { slug: 'appliances', name: '家用电器' },
  { slug: 'daily', name: '日用百货' },
  { slug: 'leisure', name: '运动户外' },
];

function sampleLines(): { list: WirePricePoint[]; final: WirePricePoint[] } {
  const list: WirePricePoint[] = [];
  const final: WirePricePoint[] = [];
  const start = SAMPLE_NOW - 400 * DAY;
  for (let day = 0; day <= 400; day += 5) {
    const wave = Math.round(Math.sin(day / 23) * 30_000);
    const listPrice = 699_900 + (day > 360 ? 20_000 : 0);
    const finalPrice = Math.min(listPrice, 629_900 + wave - (day === 400 ? 40_000 : 0));
    list.push([start + day * DAY, listPrice]);
    final.push([start + day * DAY, finalPrice]);
  }
  return { list, final };
}

/** The sample product's whole history. */
export function sampleHistory(): PriceHistory {
  const { list, final } = sampleLines();
  const finals = final.map(([, fen]) => fen);
  const lowest = Math.min(...finals);
  const highest = Math.max(...finals);
  const lowestPoint = final.find(([, fen]) => fen === lowest);
  const highestPoint = final.find(([, fen]) => fen === highest);
  return {
    range: 'all',
    listPrices: list,
    finalPrices: final,
    marks: [
      { ts: Date.UTC(2025, 5, 18) / 1000, label: '618' },
      { ts: Date.UTC(2025, 10, 11) / 1000, label: '双11' },
    ],
    promotions: [{ ts: SAMPLE_NOW, text: '满5000减400' }],
    stockGaps: [],
    summary: {
      currentPrice: finals[finals.length - 1],
      lowestPrice: lowest,
      lowestAt: lowestPoint?.[0],
      highestPrice: highest,
      highestAt: highestPoint?.[0],
      trend: -2,
    },
  };
}

/** The same goods in other stores, cheapest first. */
export const SAMPLE_OFFERS: readonly ProductOffer[] = [
  {
    dpId: '100012043978-3',
    siteId: 3,
    shopName: '华为京东自营官方旗舰店',
    price: 589_900,
    couponText: '满5000减400',
    url: 'https://item.jd.com/100012043978.html',
  },
  {
    dpId: '713120000001-83',
    siteId: 83,
    shopName: '华为官方旗舰店',
    price: 609_900,
    url: 'https://detail.tmall.com/item.htm?id=713120000001',
  },
  {
    dpId: '408112233445-25',
    siteId: 25,
    shopName: '苏宁易购自营',
    price: 639_900,
    url: 'https://product.suning.com/0000000000/408112233445.html',
  },
];

/** Sample list entries (drops, lows, popular); the second is sold out (无货). */
export const SAMPLE_LIST: readonly ProductListItem[] = SAMPLE_PRODUCTS.map((product, index) => ({
  product,
  price: [589_900, 459_900, 199_900, 529_900][index] ?? 9_900,
  listPrice: [719_900, 599_900, 299_900, 699_900][index],
  isLowest: index % 2 === 0,
  isOutOfStock: index === 1,
  salesCount: 12_000 + index * 3_100,
  commentCount: 52_000 - index * 7_000,
}));
