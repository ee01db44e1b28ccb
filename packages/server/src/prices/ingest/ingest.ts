import type { DbHandle } from '../../db/schema.js';
import { reportTimeProblem } from '../trust/policy.js';
import { screenRound } from '../trust/screen.js';
import { settleWaitingReports } from '../trust/settle.js';
import type { PriceObservation } from '../write/points.js';
import { checkObservation, type RawObservation } from './check.js';
import type { Door, IngestOutcome, IngestResult } from './doors.js';
import { logObservations, type LoggedReport } from './observationLog.js';
import { resolveProducts, type CheckedItem } from './products.js';
import { publish } from './publish.js';

/** The observation an item says, for its product. */
function pointOf({ checked }: CheckedItem, productId: number): PriceObservation {
  const point: PriceObservation = {
    productId,
    ts: checked.observedAt,
    listPrice: checked.listPrice,
    finalPrice: checked.finalPrice,
    promo: checked.promo,
    coupon: checked.coupon,
  };
  if (checked.stock !== undefined) point.stock = checked.stock;
  return point;
}

/** Splits reports into rounds, in order, each holding a product at most once. */
function roundsOfDistinctProducts<T extends { point: PriceObservation }>(
  reports: readonly T[],
): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<number, number>();
  for (const report of reports) {
    const round = seen.get(report.point.productId) ?? 0;
    seen.set(report.point.productId, round + 1);
    (rounds[round] ??= []).push(report);
  }
  return rounds;
}

/**
 * Takes a batch of observations in through `door`, inside the caller's transaction, so prices,
 * summaries, deals, caches' revisions and the alert outbox change together or not at all. Every
 * price enters here (the extension's reports, import files, the tracker's readings and so the
 * verification of disputed reports), in these stages:
 *
 * 1. check: each item on its own, with a Chinese reason for a bad one (a report from the
 *    extension must also be dated near now);
 * 2. resolve: the product of each dp id, recording an unknown one its door may record;
 * 3. trust: a trusted source publishes what it saw and settles the waiting reports it agrees
 *    with; the extension's reports are screened in rounds of distinct products (`screenRound`,
 *    which applies the pure `decideTrust` to each: publish, hold, or publish the agreeing
 *    reports);
 * 4–7. publish: runs, summaries, the stock timeline, today's deals, the alert outbox (`publish`);
 *    a report's stock is published with its price, so it is settled like the price;
 * 8. log: the extension's reports, and what became of each, in `observations`.
 */
export async function ingest(
  trx: DbHandle,
  batch: readonly RawObservation[],
  door: Door,
): Promise<IngestResult> {
  const { now } = door;
  const outcomes: IngestOutcome[] = [];
  const items: CheckedItem[] = [];
  batch.forEach((record, index) => {
    const found = checkObservation(record, now);
    const checked =
      typeof found === 'string' || door.kind !== 'extension'
        ? found
        : (reportTimeProblem(found.observedAt, now) ?? found);
    if (typeof checked === 'string') outcomes[index] = { status: 'rejected', msg: checked };
    else items.push({ index, record, checked });
  });

  const products = await resolveProducts(trx, items, door);
  const known: { item: CheckedItem; point: PriceObservation }[] = [];
  items.forEach((item, i) => {
    const product = products.perItem[i];
    const { dpId } = item.checked;
    if (typeof product === 'string') {
      outcomes[item.index] = { status: 'rejected', dpId, msg: product };
    } else if (product !== undefined) {
      known.push({ item, point: pointOf(item, product) });
    }
  });

  if (door.kind !== 'extension') {
    const points = known.map(({ point }) => point);
    const settled = await settleWaitingReports(trx, points, now);
    await publish(trx, [...settled, ...points], door.kind, now, door.states);
    for (const { item } of known) {
      outcomes[item.index] = { status: 'accepted', dpId: item.checked.dpId };
    }
    return { outcomes, productIds: products.ids };
  }

  // A product's second report in a batch is screened against what its first one published.
  const logged: LoggedReport[] = [];
  const { reporter } = door;
  for (const round of roundsOfDistinctProducts(known)) {
    for (const { report, verdict } of await screenRound(trx, round, reporter, now)) {
      const { item, point } = report;
      if (verdict.publish) {
        await publish(trx, verdict.publish.observations, verdict.publish.source, now);
      }
      logged.push({ point, status: verdict.status });
      outcomes[item.index] = { status: verdict.status, dpId: item.checked.dpId };
    }
  }
  await logObservations(trx, logged, reporter, now);
  return { outcomes, productIds: products.ids };
}
