import type { DbHandle } from '../../db/schema.js';
import type { PriceObservation } from '../write/points.js';
import { decideTrust, type PublishedRun } from './decision.js';
import { driftAnchor } from './drift.js';
import { showPendingPrice } from './pendingPrice.js';
import { SOURCE, figuresWithinGuard, type ReportedFigures } from './policy.js';
import type { Reporter } from './reporter.js';
import { corroboration, holdReport } from './reports.js';
import { settleWaitingReports } from './settle.js';
import { inGoodStanding, silencedReporters } from './standing.js';
import { queueVerification } from './verification.js';

/** A report from the extension about a known product. */
export interface ScreenedReport {
  point: PriceObservation;
  reporter: Reporter;
  now: number;
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

/** What screening a report came to: its status, and the prices it lets publish (and as what). */
export interface ScreenVerdict {
  status: 'accepted' | 'pending';
  publish?: { observations: PriceObservation[]; source: string };
}

/**
 * Holds a report until it is settled: the tracker is asked to fetch the page, and once distinct
 * networks agree on both prices the agreeing reports publish at their own times, with the texts
 * they agree on. Until then a report within the guard shows as 待核实 ('accepted'), beside the
 * published prices; one outside it is not shown ('pending').
 */
async function hold(
  db: DbHandle,
  report: ScreenedReport,
  published: PublishedRun | undefined,
): Promise<ScreenVerdict> {
  const { point, reporter, now } = report;
  const held = await holdReport(db.kysely, point, reporter, now);
  const shown = published !== undefined && (await mayShow(db, report, published));
  const reason = shown ? 'unconfirmed_price' : 'disputed_price';
  await queueVerification(db.kysely, point.productId, reason, now);
  const agreed = await corroboration(db.kysely, point, now);
  if (agreed) {
    // The waiting reports this one agrees with (itself included) publish, each at its own time,
    // with the texts the witnesses agree on.
    const settled = await settleWaitingReports(db, [{ ...point, ...agreed }], now);
    return { status: 'accepted', publish: { observations: settled, source: SOURCE.corroborated } };
  }
  if (!shown) return { status: 'pending' };
  await showPendingPrice(db.kysely, point.productId, held);
  return { status: 'accepted' };
}

/**
 * Screens a report from the extension (docs/price-trust.md): gathers what the trust model needs
 * (the published run, locked; the reporter's standing), lets `decideTrust` decide, and carries
 * the decision out up to publishing, which is the caller's next stage. Only a published price
 * moves lows, deals, alerts, 价保 claims and AI figures.
 */
export async function screenReport(db: DbHandle, report: ScreenedReport): Promise<ScreenVerdict> {
  const { point, reporter, now } = report;
  const published = await lockedPublished(db, point.productId);
  const inGoodStandingNow =
    published !== undefined &&
    reporter.userId !== null &&
    (await inGoodStanding(db.kysely, reporter.userId, now));
  const decision = decideTrust(point, { published, inGoodStanding: inGoodStandingNow });
  if (decision.kind === 'hold') return hold(db, report, published);
  if (decision.needsVerification) {
    await queueVerification(db.kysely, point.productId, 'unconfirmed_price', now);
  }
  const settled = decision.settlesWaiting
    ? await settleWaitingReports(db, [decision.point], now)
    : [];
  return {
    status: 'accepted',
    publish: { observations: [...settled, decision.point], source: decision.source },
  };
}
