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

/** The texts a settled report may publish: those its settling evidence carried too. */
export interface AgreedTexts {
  promo: string | null;
  coupon: string | null;
}

/** Whether witnesses come from CORROBORATING_NETWORKS distinct networks and as many reporters. */
function enoughWitnesses(rows: readonly { network: string; reporter: string }[]): boolean {
  return (
    new Set(rows.map((row) => row.network)).size >= CORROBORATING_NETWORKS &&
    new Set(rows.map((row) => row.reporter)).size >= CORROBORATING_NETWORKS
  );
}

/**
 * Whether `point` is corroborated: waiting reports that agree with it on 页面价 and 到手价,
 * received within the corroboration window from reporters still heard, come from
 * CORROBORATING_NETWORKS distinct networks and as many distinct reporters (so neither one person
 * on two networks nor two people on one network is enough). Answers the texts of `point` that
 * such witnesses carried too (the others are null), or undefined when the prices are not
 * corroborated.
 */
export async function corroboration(
  db: Executor,
  point: PriceObservation,
  now: number,
): Promise<AgreedTexts | undefined> {
  const waiting = await db
    .selectFrom('price_reports')
    .select(['reporter', 'network', 'list_price', 'final_price', 'promo', 'coupon'])
    .where('product_id', '=', point.productId)
    .where('status', '=', 'pending')
    .where('received_at', '>', now - CORROBORATION_WINDOW)
    .execute();
  const agreeing = waiting.filter((row) => figuresAgree(reported(row), point));
  const silenced = await silencedReporters(db, [...new Set(agreeing.map((r) => r.reporter))], now);
  const heard = agreeing.filter((row) => !silenced.has(row.reporter));
  if (!enoughWitnesses(heard)) return undefined;
  const agreed = (text: string | null | undefined, field: 'promo' | 'coupon') =>
    text && enoughWitnesses(heard.filter((row) => row[field] === text)) ? text : null;
  return { promo: agreed(point.promo, 'promo'), coupon: agreed(point.coupon, 'coupon') };
}
