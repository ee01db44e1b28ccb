import type { DbHandle } from '../../db/schema.js';
import type { PriceObservation } from '../write/points.js';
import { decideTrust } from './decision.js';
import { showPendingPrice } from './pendingPrice.js';
import { SOURCE, figuresWithinGuard } from './policy.js';
import { loadProductFacts, type ProductFacts } from './productFacts.js';
import type { Reporter } from './reporter.js';
import { corroboration, holdReport } from './reports.js';
import { settleWaitingReports } from './settle.js';
import { inGoodStanding, silencedReporters } from './standing.js';
import {
  requestVerifications,
  type VerificationReason,
  type WantedVerification,
} from './verification.js';

/** A report from the extension about a known product. */
export interface ScreenedReport {
  point: PriceObservation;
  reporter: Reporter;
  now: number;
}

/** What the trust model knows of the reporter; a settlement may change it. */
interface Standing {
  /** Too many of its reports were contradicted lately: its reports no longer show. */
  silenced: boolean;
  /** A signed-in contributor in good standing, who may publish alone. */
  inGoodStanding: boolean;
}

async function standingOf(db: DbHandle, reporter: Reporter, now: number): Promise<Standing> {
  const silenced = await silencedReporters(db.kysely, [reporter.key], now);
  return {
    silenced: silenced.has(reporter.key),
    inGoodStanding:
      reporter.userId !== null && (await inGoodStanding(db.kysely, reporter.userId, now)),
  };
}

/**
 * Whether a held report may show on the product page as 待核实: its prices differ from the
 * published ones but are within the guard of them and of the drift anchor, and its reporter is
 * still heard.
 */
function mayShow(point: PriceObservation, facts: ProductFacts, standing: Standing): boolean {
  const { published, anchor } = facts;
  if (!published) return false;
  if (point.listPrice === published.listPrice && point.finalPrice === published.finalPrice) {
    return false;
  }
  if (!figuresWithinGuard(point, published)) return false;
  if (anchor && !figuresWithinGuard(point, anchor)) return false;
  return !standing.silenced;
}

/** What screening a report came to: its status, and the prices it lets publish (and as what). */
export interface ScreenVerdict {
  status: 'accepted' | 'pending';
  publish?: { observations: PriceObservation[]; source: string };
}

/** A verdict, and what the round does after it. */
interface Screened extends ScreenVerdict {
  /** It settled waiting reports, which may change reporters' standing. */
  settled?: boolean;
  /** Why the tracker should fetch the product's page, if it should. */
  verify?: VerificationReason;
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
  facts: ProductFacts,
  standing: Standing,
): Promise<Screened> {
  const { point, now } = report;
  const { held, waiting } = await holdReport(db.kysely, report, facts.waiting);
  const shown = mayShow(point, facts, standing);
  const verify = shown ? 'unconfirmed_price' : 'disputed_price';
  const agreed = await corroboration(db.kysely, point, waiting, now);
  if (agreed) {
    // The waiting reports this one agrees with (itself included) publish, each at its own time,
    // with the texts the witnesses agree on.
    const settled = await settleWaitingReports(db, [{ ...point, ...agreed }], now);
    return {
      status: 'accepted',
      publish: { observations: settled, source: SOURCE.corroborated },
      settled: true,
      verify,
    };
  }
  if (!shown) return { status: 'pending', verify };
  await showPendingPrice(db.kysely, point.productId, held);
  return { status: 'accepted', verify };
}

/** Screens one report with what is known of its product and its reporter. */
async function screenOne(
  db: DbHandle,
  report: ScreenedReport,
  facts: ProductFacts,
  standing: Standing,
): Promise<Screened> {
  const { point, now } = report;
  const decision = decideTrust(point, {
    published: facts.published,
    inGoodStanding: standing.inGoodStanding,
  });
  if (decision.kind === 'hold') return hold(db, report, facts, standing);
  const settled = decision.settlesWaiting
    ? await settleWaitingReports(db, [decision.point], now)
    : [];
  return {
    status: 'accepted',
    publish: { observations: [...settled, decision.point], source: decision.source },
    settled: decision.settlesWaiting,
    verify: decision.needsVerification ? 'unconfirmed_price' : undefined,
  };
}

/**
 * Screens a round of reports from the extension (each of a different product, from one reporter)
 * (docs/price-trust.md): reads what the trust model needs in a few queries for the whole round
 * (the published runs, locked; the reporter's standing, read again after a settlement), lets
 * `decideTrust` decide each, carries the decisions out up to publishing, which is the caller's
 * next stage, and queues the page fetches they call for in one statement. Only a published price moves lows, deals, alerts, 价保 claims and AI
 * figures.
 */
export async function screenRound<Report extends { point: PriceObservation }>(
  db: DbHandle,
  round: readonly Report[],
  reporter: Reporter,
  now: number,
): Promise<{ report: Report; verdict: ScreenVerdict }[]> {
  if (round.length === 0) return [];
  const productIds = round.map(({ point }) => point.productId);
  if (new Set(productIds).size !== productIds.length) {
    throw new Error('screenRound: a round holds each product once');
  }
  const factsOf = await loadProductFacts(db, productIds, now);
  let standing = await standingOf(db, reporter, now);
  const screened: { report: Report; verdict: ScreenVerdict }[] = [];
  const fetches: WantedVerification[] = [];
  for (const report of round) {
    const { point } = report;
    const facts = factsOf(point.productId);
    const { settled, verify, ...verdict } = await screenOne(
      db,
      { point, reporter, now },
      facts,
      standing,
    );
    if (settled) standing = await standingOf(db, reporter, now);
    if (verify && !facts.verificationQueued)
      fetches.push({ productId: point.productId, reason: verify });
    screened.push({ report, verdict });
  }
  await requestVerifications(db.kysely, fetches, now);
  return screened;
}
