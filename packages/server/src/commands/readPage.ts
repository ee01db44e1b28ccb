import type { PageReading } from '@pricetrail/core';

/** The fields `pricetrail read-page` prints, in this order. */
const PRINTED_FIELDS = [
  'dpId',
  'siteId',
  'title',
  'listPrice',
  'finalPrice',
  'priceKind',
  'isRange',
  'promo',
  'coupon',
  'imageUrl',
  'inStock',
] as const;

/** What `read-page` writes and how it exits: 0 read, 1 a page it cannot read, 2 bad input. */
export interface ReadPageOutcome {
  stdout: string;
  stderr: string;
  exitCode: 0 | 1 | 2;
}

/** Turns a reading into the command's output: one JSON line, or the Chinese reason. */
export function readPageOutcome(reading: PageReading): ReadPageOutcome {
  if (!reading.ok) {
    const exitCode = reading.problem === 'unsupported_store' ? 2 : 1;
    return { stdout: '', stderr: `${reading.message}\n`, exitCode };
  }
  const printed = Object.fromEntries(
    PRINTED_FIELDS.map((field) => [field, reading.reading[field]]),
  );
  return { stdout: `${JSON.stringify(printed)}\n`, stderr: '', exitCode: 0 };
}
