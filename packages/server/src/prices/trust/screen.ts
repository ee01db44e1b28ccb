import type { DbHandle } from '../../db/schema.js';
import { confirmedByTrusted } from '../write/confirm.js';
import { applyObservations, type PriceObservation } from '../write/points.js';
import { driftAnchor } from './drift.js';
import { SOURCE, figuresWithinGuard, type ReportedFigures } from './policy.js';
import type { Reporter } from './reporter.js';
import { holdReport, isCorroborated } from './reports.js';
import { inGoodStanding } from './standing.js';
import { queueVerification } from './verification.js';

/** A report from the extension about a product that already has a published price. */
export interface ScreenedReport {
  point: PriceObservation;
  reporter: Reporter;
  now: number;
}

/** The product's published prices, its summary row locked until the transaction ends. */
async function lockedPublished(
  db: DbHandle,
  productId: number,
): Promise<ReportedFigures | undefined> {
  let query = db.kysely
    .selectFrom('product_summaries')
    .select(['current_list', 'current_final'])
    .where('product_id', '=', productId);
  // Two reports of one product arriving together would each miss the other's pending row; the
  // row lock serializes them on PostgreSQL (SQLite runs one writer at a time anyway).
  if (db.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { listPrice: row.current_list, finalPrice: row.current_final };
}

/**
 * Publishes a report or keeps it waiting (docs/price-trust.md). A contributor in good standing
 * publishes alone; anyone else publishes alone only when its 页面价 and 到手价 are both within
 * the guard of the published prices and of the drift anchor. Otherwise the report waits, the
 * tracker is asked to fetch the page, and once distinct networks agree on both prices the
 * agreeing reports publish at their own times.
 */
export async function screenReport(
  db: DbHandle,
  report: ScreenedReport,
): Promise<'accepted' | 'pending'> {
  const { point, reporter, now } = report;
  const published = (await lockedPublished(db, point.productId)) ?? point;
  if (reporter.userId !== null && (await inGoodStanding(db.kysely, reporter.userId, now))) {
    const confirmed = await confirmedByTrusted(db, [point], now);
    await applyObservations(db, [...confirmed, point], SOURCE.contributor, now);
    return 'accepted';
  }
  const anchor = (await driftAnchor(db.kysely, point.productId, now)) ?? published;
  if (figuresWithinGuard(point, published) && figuresWithinGuard(point, anchor)) {
    await applyObservations(db, [point], SOURCE.solo, now);
    return 'accepted';
  }
  await holdReport(db.kysely, point, reporter, now);
  await queueVerification(db.kysely, point.productId, 'disputed_price', now);
  if (!(await isCorroborated(db.kysely, point, now))) return 'pending';
  // The waiting reports this one agrees with (itself included) publish, each at its own time.
  const confirmed = await confirmedByTrusted(db, [point], now);
  await applyObservations(db, confirmed, SOURCE.corroborated, now);
  return 'accepted';
}
