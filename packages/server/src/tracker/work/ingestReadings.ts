import { OBSERVATION_TEXT_MAX as MAX_TEXT, type ProductReading } from '@pricetrail/core';
import type { Db } from '../../db/schema.js';
import { importRows } from '../../prices/ingest/importer.js';

function clip(text: string | null): string | null {
  return text === null ? null : text.slice(0, MAX_TEXT);
}

/** A reading to publish for one product. */
export interface ReadingToIngest {
  dpId: string;
  canonicalUrl: string;
  reading: ProductReading;
}

/**
 * Writes readings through the trusted import path as source `tracker`, in one transaction: it
 * creates a product from its reading when it is new (title, image, store link), publishes the
 * price and its stock (有货, 无货 or 预售), settles pending reports and keeps summaries and caches
 * current. Answers the reason for each refused reading by dp id.
 */
export async function ingestReadings(
  db: Db,
  readings: readonly ReadingToIngest[],
  now: number,
): Promise<Map<string, string>> {
  const refused = new Map<string, string>();
  if (readings.length === 0) return refused;
  const rows = readings.map(({ dpId, canonicalUrl, reading }, index) => ({
    line: index + 1,
    record: {
      dpId,
      url: canonicalUrl,
      title: clip(reading.title),
      imageUrl: reading.imageUrl ?? undefined,
      listPrice: reading.listPrice,
      // A 到手价 above the page price is a misread; the page price is what anyone pays then.
      finalPrice: Math.min(reading.finalPrice ?? reading.listPrice, reading.listPrice),
      promo: clip(reading.promo),
      coupon: clip(reading.coupon),
      observedAt: now,
      inStock: reading.inStock,
      ...(reading.isPresale ? { stock: 'presale' } : {}),
    },
  }));
  await importRows(db, rows, {
    now,
    source: 'tracker',
    batchSize: rows.length,
    onBadLine: ({ line, msg }) => {
      const dpId = readings[line - 1]?.dpId;
      if (dpId) refused.set(dpId, msg);
    },
  });
  return refused;
}
