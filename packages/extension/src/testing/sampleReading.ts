import type { ProductReading } from '@pricetrail/core';

/** A JD reading as core's reader makes it from a product page. */
export function sampleReading(overrides: Partial<ProductReading> = {}): ProductReading {
  return {
    dpId: '100008348542-3',
    siteId: 3,
    title: '华为 HUAWEI Mate 30 5G 亮黑色',
    listPrice: 499_900,
    finalPrice: null,
    priceKind: 'public',
    isRange: false,
    promo: '每满3000元，可减200元现金',
    coupon: null,
    imageUrl: null,
    inStock: true,
    memberPrice: 489_900,
    newCustomerPrice: null,
    ...overrides,
  };
}

/** The page that reading came from, with tracking parameters the extension must not send. */
export const SAMPLE_PAGE_URL = 'https://item.jd.com/100008348542.html?spm=a.b.c&cookie_id=7';
