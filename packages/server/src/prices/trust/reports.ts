import type { Executor } from '../../db/schema.js';
import type { PriceObservation } from '../write/points.js';
import { CORROBORATING_NETWORKS, figuresAgree } from './policy.js';
import type { HeldReport } from './pendingPrice.js';
import type { WaitingReport } from './productFacts.js';
import type { Reporter } from './reporter.js';
import { silencedReporters } from './standing.js';

/**
 * Keeps a report waiting until it is settled, with the stock it saw, and answers the waiting row.
 * A reporter has at most
 * one waiting report per product and prices, so repeating a claim adds nothing. `waiting` are
 * the product's waiting reports; the answer's `waiting` adds this one when it is new.
 */
export async function holdReport(
  db: Executor,
  report: { point: PriceObservation; reporter: Reporter; now: number },
  waiting: readonly WaitingReport[],
): Promise<{ held: HeldReport; waiting: readonly WaitingReport[] }> {
  const { point, reporter, now } = report;
  const same = waiting.find((row) => row.reporter === reporter.key && figuresAgree(row, point));
  if (same) return { held: same, waiting };
  const promo = point.promo ?? null;
  const coupon = point.coupon ?? null;
  const { id } = await db
    .insertInto('price_reports')
    .values({
      product_id: point.productId,
      reporter: reporter.key,
      network: reporter.network,
      user_id: reporter.userId,
      ts: point.ts,
      list_price: point.listPrice,
      final_price: point.finalPrice,
      promo,
      coupon,
      stock: point.stock ?? null,
      status: 'pending',
      received_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const held = { id, ts: point.ts, listPrice: point.listPrice, finalPrice: point.finalPrice };
  const mine = { ...held, reporter: reporter.key, network: reporter.network, promo, coupon };
  return { held, waiting: [...waiting, mine] };
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
 * Whether `point` is corroborated: `waiting` reports (the product's, this one's included) that
 * agree with it on 页面价 and 到手价, from reporters still heard, come from
 * CORROBORATING_NETWORKS distinct networks and as many distinct reporters (so neither one person
 * on two networks nor two people on one network is enough). Answers the texts of `point` that
 * such witnesses carried too (the others are null), or undefined when the prices are not
 * corroborated.
 */
export async function corroboration(
  db: Executor,
  point: PriceObservation,
  waiting: readonly WaitingReport[],
  now: number,
): Promise<AgreedTexts | undefined> {
  const agreeing = waiting.filter((row) => figuresAgree(row, point));
  // Whether the witnesses are still heard is asked only when they would be enough.
  if (!enoughWitnesses(agreeing)) return undefined;
  const silenced = await silencedReporters(db, [...new Set(agreeing.map((r) => r.reporter))], now);
  const heard = agreeing.filter((row) => !silenced.has(row.reporter));
  if (!enoughWitnesses(heard)) return undefined;
  const agreed = (text: string | null | undefined, field: 'promo' | 'coupon') =>
    text && enoughWitnesses(heard.filter((row) => row[field] === text)) ? text : null;
  return { promo: agreed(point.promo, 'promo'), coupon: agreed(point.coupon, 'coupon') };
}
