import {
  OBSERVATION_TEXT_MAX as MAX_TEXT,
  isPublishablePriceKind,
  parseProductUrl,
  type ProductReading,
} from '@pricetrail/core';
import type { PriceObservationInput } from '@pricetrail/services';

const clip = (text: string | null): string | null => (text ? text.slice(0, MAX_TEXT) : null);

/**
 * What is sent for a reading: the product's clean link (never the page's own address with its
 * tracking parameters), its title, prices and its stock (有货, 无货 or 预售), nothing else. Null for a reading the server must not
 * publish: a members-only or new-customer price, or a page whose link names another product.
 */
export function observationOf(
  reading: ProductReading,
  pageUrl: string,
  nowMs: number,
): PriceObservationInput | null {
  if (!isPublishablePriceKind(reading.priceKind)) return null;
  const parsed = parseProductUrl(pageUrl);
  if ('error' in parsed || parsed.dpId !== reading.dpId) return null;
  if (!Number.isSafeInteger(reading.listPrice) || reading.listPrice <= 0) return null;
  const final = reading.finalPrice;
  return {
    url: parsed.canonicalUrl,
    title: reading.title.slice(0, MAX_TEXT),
    listPrice: reading.listPrice,
    ...(final !== null && final > 0 && final <= reading.listPrice ? { finalPrice: final } : {}),
    promo: clip(reading.promo),
    coupon: clip(reading.coupon),
    observedAt: Math.floor(nowMs / 1000),
    inStock: reading.inStock,
    ...(reading.isPresale ? { stock: 'presale' as const } : {}),
  };
}
