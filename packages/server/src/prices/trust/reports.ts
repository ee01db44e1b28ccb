import type { Executor } from '../../db/schema.js';
import type { PriceObservation } from '../write/points.js';
import {
  CORROBORATING_NETWORKS,
  CORROBORATION_WINDOW,
  figuresAgree,
  type ReportedFigures,
} from './policy.js';
import type { HeldReport } from './pendingPrice.js';
import type { Reporter } from './reporter.js';
import { silencedReporters } from './standing.js';

/** A stored report's figures. */
function reported(row: { list_price: number; final_price: number }): ReportedFigures {
  return { listPrice: row.list_price, finalPrice: row.final_price };
}

/**
 * Keeps a report waiting until it is settled, and answers the waiting row. A reporter has at most
 * one waiting report per product and prices, so repeating a claim adds nothing.
 */
export async function holdReport(
  db: Executor,
  point: PriceObservation,
  reporter: Reporter,
  now: number,
): Promise<HeldReport> {
  const mine = await db
    .selectFrom('price_reports')
    .select(['id', 'ts', 'list_price', 'final_price'])
    .where('product_id', '=', point.productId)
    .where('reporter', '=', reporter.key)
    .where('status', '=', 'pending')
    .where('received_at', '>', now - CORROBORATION_WINDOW)
    .execute();
  const same = mine.find((row) => figuresAgree(reported(row), point));
  if (same) return { id: same.id, ts: same.ts, ...reported(same) };
  const held = await db
    .insertInto('price_reports')
    .values({
      product_id: point.productId,
      reporter: reporter.key,
      network: reporter.network,
      user_id: reporter.userId,
      ts: point.ts,
      list_price: point.listPrice,
      final_price: point.finalPrice,
      promo: point.promo ?? null,
      coupon: point.coupon ?? null,
      status: 'pending',
      received_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: held.id, ts: point.ts, listPrice: point.listPrice, finalPrice: point.finalPrice };
}

/**
 * Whether waiting reports that agree with `point` on 页面价 and 到手价, received within the
 * corroboration window from reporters still heard, come from CORROBORATING_NETWORKS distinct
 * networks and as many distinct reporters (so neither one person on two networks nor two people
 * on one network is enough).
 */
export async function isCorroborated(
  db: Executor,
  point: PriceObservation,
  now: number,
): Promise<boolean> {
  const waiting = await db
    .selectFrom('price_reports')
    .select(['reporter', 'network', 'list_price', 'final_price'])
    .where('product_id', '=', point.productId)
    .where('status', '=', 'pending')
    .where('received_at', '>', now - CORROBORATION_WINDOW)
    .execute();
  const agreeing = waiting.filter((row) => figuresAgree(reported(row), point));
  const silenced = await silencedReporters(db, [...new Set(agreeing.map((r) => r.reporter))], now);
  const heard = agreeing.filter((row) => !silenced.has(row.reporter));
  return (
    new Set(heard.map((row) => row.network)).size >= CORROBORATING_NETWORKS &&
    new Set(heard.map((row) => row.reporter)).size >= CORROBORATING_NETWORKS
  );
}
