import type { ProductReading } from '@pricetrail/core';
import type { QueuedReading } from '../background/contributionQueue';

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

/** A moment the queue tests start from (epoch ms). */
export const QUEUE_NOW = Date.UTC(2026, 10, 27, 6, 0, 0);

/** A reading waiting in the contribution queue, titled by its dp id, seen at `atMs`. */
export function queuedReading(dpId: string, atMs = QUEUE_NOW): QueuedReading {
  return {
    dpId,
    observation: {
      url: `https://item.jd.com/${dpId.split('-')[0]}.html`,
      title: dpId,
      listPrice: 100,
      promo: null,
      coupon: null,
      observedAt: Math.floor(atMs / 1000),
    },
  };
}
