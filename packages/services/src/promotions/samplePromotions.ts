import { parsePromotionRule } from '@pricetrail/core';
import { SAMPLE_NOW, SAMPLE_PRODUCTS } from '../api/sampleData';
import type { Coupon, LowestItem, PromotionProduct, PromotionWithProducts } from './promotionTypes';

const DAY = 86_400;

function sampleProduct(index: number, currentFinal: number, lowestPrice: number): PromotionProduct {
  const product = SAMPLE_PRODUCTS[index];
  if (!product) throw new Error(`no sample product ${index}`);
  return { product, currentFinal, lowestPrice };
}

/** A running event, a running one without products and a coming one, with their products. */
export const SAMPLE_EVENTS: readonly PromotionWithProducts[] = [
  {
    id: 1,
    siteId: 3,
    name: '京东手机品牌日',
    kind: '品牌日',
    startsAt: SAMPLE_NOW - DAY,
    endsAt: SAMPLE_NOW + 3 * DAY,
    status: 'current',
    rules: ['满300减40', '每满200减30', '百亿补贴'].map(parsePromotionRule),
    url: 'https://a.jd.com/',
    productCount: 2,
    isDemo: true,
    products: [sampleProduct(0, 529_900, 499_900), sampleProduct(1, 459_900, 459_900)],
  },
  {
    id: 2,
    siteId: 83,
    name: '天猫年货节',
    kind: '年货节',
    startsAt: SAMPLE_NOW - 2 * DAY,
    endsAt: SAMPLE_NOW + 20 * DAY,
    status: 'current',
    rules: ['跨店每满300减50', '第二件半价'].map(parsePromotionRule),
    url: null,
    productCount: 0,
    isDemo: true,
    products: [],
  },
  {
    id: 3,
    siteId: 3,
    name: '京东618',
    kind: '618',
    startsAt: SAMPLE_NOW + 10 * DAY,
    endsAt: SAMPLE_NOW + 28 * DAY,
    status: 'coming',
    rules: ['定金50抵150', '8.5折'].map(parsePromotionRule),
    url: 'https://a.jd.com/',
    productCount: 1,
    isDemo: true,
    products: [sampleProduct(2, 399_900, 379_900)],
  },
];

/**
 * Coupons of two stores: store-wide with and without a threshold, for a category, for a product,
 * and one still to come.
 */
export const SAMPLE_COUPONS: readonly Coupon[] = [
  {
    id: 1,
    siteId: 3,
    threshold: 30_000,
    amount: 4000,
    validFrom: SAMPLE_NOW - DAY,
    validTo: SAMPLE_NOW + 2 * DAY,
    url: 'https://a.jd.com/',
    dpId: null,
    productTitle: null,
    category: null,
    categoryName: null,
    text: '满300减40',
    isDemo: true,
  },
  {
    id: 2,
    siteId: 83,
    threshold: 0,
    amount: 500,
    validFrom: SAMPLE_NOW - DAY,
    validTo: SAMPLE_NOW + 5 * DAY,
    url: 'https://www.tmall.com/',
    dpId: null,
    productTitle: null,
    category: null,
    categoryName: null,
    text: '无门槛减5',
    isDemo: true,
  },
  {
    id: 4,
    siteId: 83,
    threshold: 19_900,
    amount: 2000,
    validFrom: SAMPLE_NOW - DAY,
    validTo: SAMPLE_NOW + 6 * DAY,
    url: 'https://www.tmall.com/',
    dpId: null,
    productTitle: null,
    category: 'digital',
    categoryName: '手机数码',
    text: '手机数码满199减20',
    isDemo: true,
  },
  {
    id: 3,
    siteId: 3,
    threshold: 100_000,
    amount: 10_000,
    validFrom: SAMPLE_NOW + 2 * DAY,
    validTo: SAMPLE_NOW + 9 * DAY,
    url: 'https://a.jd.com/',
    dpId: SAMPLE_PRODUCTS[0]?.dpId ?? null,
    productTitle: SAMPLE_PRODUCTS[0]?.title ?? null,
    category: null,
    categoryName: null,
    text: null,
    isDemo: true,
  },
];

/** Products at their historical low, one with the coupon its price was seen with. */
export const SAMPLE_LOWEST: readonly LowestItem[] = [
  { ...sampleProduct(0, 499_900, 499_900), rules: [parsePromotionRule('领券减20')] },
  { ...sampleProduct(3, 189_900, 189_900), rules: [] },
];
