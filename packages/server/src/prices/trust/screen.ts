import type { DbHandle } from '../../db/schema.js';
import { confirmedByTrusted } from '../write/confirm.js';
import { applyObservations, type PriceObservation } from '../write/points.js';
import { driftAnchor } from './drift.js';
import { showPendingPrice } from './pendingPrice.js';
import { SOURCE, figuresWithinGuard, type ReportedFigures } from './policy.js';
import type { Reporter } from './reporter.js';
import { corroboration, holdReport } from './reports.js';
import { inGoodStanding, silencedReporters } from './standing.js';
import { queueVerification } from './verification.js';

/** A report from the extension about a product that already has a published price. */
export interface ScreenedReport {
  point: PriceObservation;
  reporter: Reporter;
  now: number;
}

/** The product's published run: its prices, texts and start. */
interface PublishedRun extends ReportedFigures {
  ts: number;
  promo: string | null;
  coupon: string | null;
}

/** The product's published run, its summary row locked until the transaction ends. */
async function lockedPublished(db: DbHandle, productId: number): Promise<PublishedRun | undefined> {
  let query = db.kysely
    .selectFrom('product_summaries')
    .select(['current_list', 'current_final', 'current_ts'])
    .where('product_id', '=', productId);
  // Two reports of one product arriving together would each miss the other's pending row; the
  // row lock serializes them on PostgreSQL (SQLite runs one writer at a time anyway).
  if (db.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const run = await db.kysely
    .selectFrom('price_points')
    .select(['promo', 'coupon'])
    .where('product_id', '=', productId)
    .where('ts', '=', row.current_ts)
    .executeTakeFirst();
  return {
    listPrice: row.current_list,
    finalPrice: row.current_final,
    ts: row.current_ts,
    promo: run?.promo ?? null,
    coupon: run?.coupon ?? null,
  };
}

/** Whether a report says what the published run says, seen since the run began. */
function seenAgain(run: PublishedRun, point: PriceObservation): boolean {
  return (
    point.ts >= run.ts &&
    point.listPrice === run.listPrice &&
    point.finalPrice === run.finalPrice &&
    (point.promo ?? null) === run.promo &&
    (point.coupon ?? null) === run.coupon
  );
}

/**
 * Whether a held report may show on the product page as 待核实: its prices differ from the
 * published ones but are within the guard of them and of the drift anchor, and its reporter is
 * still heard.
 */
async function mayShow(
  db: DbHandle,
  report: ScreenedReport,
  published: ReportedFigures,
): Promise<boolean> {
  const { point, reporter, now } = report;
  if (point.listPrice === published.listPrice && point.finalPrice === published.finalPrice) {
    return false;
  }
  if (!figuresWithinGuard(point, published)) return false;
  const anchor = await driftAnchor(db.kysely, point.productId, now);
  if (anchor && !figuresWithinGuard(point, anchor)) return false;
  return !(await silencedReporters(db.kysely, [reporter.key], now)).has(reporter.key);
}

/**
 * Screens a report (docs/price-trust.md). A contributor in good standing publishes alone, and a
 * report of exactly the published run only moves its last sighting. Any other report waits until
 * it is settled: the tracker is asked to fetch the page, and once distinct networks agree on both
 * prices the agreeing reports publish at their own times, with the texts they agree on. Until
 * then a report within the guard shows as 待核实 ('accepted'), beside the published prices; one
 * outside it is not shown ('pending'). Only a published price moves lows, deals, alerts, 价保
 * claims and AI figures.
 */
export async function screenReport(
  db: DbHandle,
  report: ScreenedReport,
): Promise<'accepted' | 'pending'> {
  const { point, reporter, now } = report;
  const published = await lockedPublished(db, point.productId);
  if (reporter.userId !== null && (await inGoodStanding(db.kysely, reporter.userId, now))) {
    const confirmed = await confirmedByTrusted(db, [point], now);
    await applyObservations(db, [...confirmed, point], SOURCE.contributor, now);
    return 'accepted';
  }
  if (published && seenAgain(published, point)) {
    await applyObservations(db, [point], SOURCE.solo, now);
    return 'accepted';
  }
  const held = await holdReport(db.kysely, point, reporter, now);
  const shown = published !== undefined && (await mayShow(db, report, published));
  const reason = shown ? 'unconfirmed_price' : 'disputed_price';
  await queueVerification(db.kysely, point.productId, reason, now);
  const agreed = await corroboration(db.kysely, point, now);
  if (agreed) {
    // The waiting reports this one agrees with (itself included) publish, each at its own time,
    // with the texts the witnesses agree on.
    const confirmed = await confirmedByTrusted(db, [{ ...point, ...agreed }], now);
    await applyObservations(db, confirmed, SOURCE.corroborated, now);
    return 'accepted';
  }
  if (!shown) return 'pending';
  await showPendingPrice(db.kysely, point.productId, held);
  return 'accepted';
}
