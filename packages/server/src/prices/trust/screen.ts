import type { DbHandle } from '../../db/schema.js';
import { confirmedByTrusted } from '../write/confirm.js';
import { applyObservations, type PriceObservation } from '../write/points.js';
import { driftAnchor } from './drift.js';
import { SOURCE, withinGuard } from './policy.js';
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

/** The product's published final price, its summary row locked until the transaction ends. */
async function lockedPublished(db: DbHandle, productId: number): Promise<number | undefined> {
  let query = db.kysely
    .selectFrom('product_summaries')
    .select('current_final')
    .where('product_id', '=', productId);
  // Two reports of one product arriving together would each miss the other's pending row; the
  // row lock serializes them on PostgreSQL (SQLite runs one writer at a time anyway).
  if (db.dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst())?.current_final;
}

/**
 * Publishes a report or keeps it waiting (docs/price-trust.md). A contributor in good standing
 * publishes alone; anyone else publishes alone only within the guard of both the published price
 * and the drift anchor. Otherwise the report waits, the tracker is asked to fetch the page, and
 * once distinct networks agree the agreeing reports publish at their own times.
 */
export async function screenReport(
  db: DbHandle,
  report: ScreenedReport,
): Promise<'accepted' | 'pending'> {
  const { point, reporter, now } = report;
  const published = (await lockedPublished(db, point.productId)) ?? point.finalPrice;
  if (reporter.userId !== null && (await inGoodStanding(db.kysely, reporter.userId, now))) {
    const confirmed = await confirmedByTrusted(db, [point], now);
    await applyObservations(db, [...confirmed, point], SOURCE.contributor, now);
    return 'accepted';
  }
  const anchor = (await driftAnchor(db.kysely, point.productId, now)) ?? published;
  if (withinGuard(point.finalPrice, published) && withinGuard(point.finalPrice, anchor)) {
    await applyObservations(db, [point], SOURCE.solo, now);
    return 'accepted';
  }
  await holdReport(db.kysely, point, reporter, now);
  await queueVerification(db.kysely, point.productId, 'disputed_price', now);
  if (!(await isCorroborated(db.kysely, point.productId, point.finalPrice, now))) return 'pending';
  // The waiting reports this one agrees with (itself included) publish, each at its own time.
  const confirmed = await confirmedByTrusted(db, [point], now);
  await applyObservations(db, confirmed, SOURCE.corroborated, now);
  return 'accepted';
}
