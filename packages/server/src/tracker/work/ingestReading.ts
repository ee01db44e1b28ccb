import type { ProductReading } from '@pricetrail/core';
import type { Db } from '../../db/schema.js';
import { importRows } from '../../prices/write/importer.js';

// The import path's limit on titles and promotion texts.
const MAX_TEXT = 200;

function clip(text: string | null): string | null {
  return text === null ? null : text.slice(0, MAX_TEXT);
}

/**
 * Writes a reading through the trusted import path as source `tracker`: it creates the product
 * from the reading when it is new (title, image, store link), publishes the price, settles
 * pending reports and keeps summaries and caches current. Answers the reason when the row is
 * refused, else undefined.
 */
export async function ingestReading(
  db: Db,
  target: { dpId: string; canonicalUrl: string },
  reading: ProductReading,
  now: number,
): Promise<string | undefined> {
  let refused: string | undefined;
  const listPrice = reading.listPrice;
  const record = {
    dpId: target.dpId,
    url: target.canonicalUrl,
    title: clip(reading.title),
    imageUrl: reading.imageUrl ?? undefined,
    listPrice,
    // A 到手价 above the page price is a misread; the page price is what anyone pays then.
    finalPrice: Math.min(reading.finalPrice ?? listPrice, listPrice),
    promo: clip(reading.promo),
    coupon: clip(reading.coupon),
    observedAt: now,
  };
  await importRows(db, [{ line: 1, record }], {
    now,
    source: 'tracker',
    onBadLine: ({ msg }) => {
      refused = msg;
    },
  });
  return refused;
}
