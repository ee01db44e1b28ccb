import type { DbHandle } from '../../db/schema.js';
import { CORROBORATION_WINDOW, figuresAgree } from '../trust/policy.js';
import type { PriceObservation } from './points.js';

function toObservation(p: {
  product_id: number;
  ts: number;
  list_price: number;
  final_price: number;
  promo: string | null;
  coupon: string | null;
}): PriceObservation {
  return {
    productId: p.product_id,
    ts: p.ts,
    listPrice: p.list_price,
    finalPrice: p.final_price,
    promo: p.promo,
    coupon: p.coupon,
  };
}

/**
 * A trusted source settles waiting reports: pending reports of the same product whose 页面价 and
 * 到手价 agree with one of `trusted` become observations (and 'published'); those it contradicts — a
 * trusted price seen within the corroboration window after the report, and none agreeing — become
 * 'contradicted', which counts against their reporter.
 */
export async function confirmedByTrusted(
  db: DbHandle,
  trusted: readonly PriceObservation[],
  now: number,
): Promise<PriceObservation[]> {
  const byProduct = new Map<number, PriceObservation[]>();
  for (const o of trusted) {
    const list = byProduct.get(o.productId);
    if (list) list.push(o);
    else byProduct.set(o.productId, [o]);
  }
  const productIds = [...byProduct.keys()];
  const confirmed: PriceObservation[] = [];
  for (let i = 0; i < productIds.length; i += 500) {
    const rows = await db.kysely
      .selectFrom('price_reports')
      .selectAll()
      .where('product_id', 'in', productIds.slice(i, i + 500))
      .where('status', '=', 'pending')
      .execute();
    const published: number[] = [];
    const contradicted: number[] = [];
    for (const report of rows) {
      const seen = byProduct.get(report.product_id) ?? [];
      const observation = toObservation(report);
      if (seen.some((o) => figuresAgree(o, observation))) {
        confirmed.push(observation);
        published.push(report.id);
      } else if (seen.some((o) => o.ts >= report.ts && o.ts <= report.ts + CORROBORATION_WINDOW)) {
        contradicted.push(report.id);
      }
    }
    for (const [status, ids] of [
      ['published', published],
      ['contradicted', contradicted],
    ] as const) {
      if (ids.length === 0) continue;
      await db.kysely
        .updateTable('price_reports')
        .set({ status, resolved_at: now })
        .where('id', 'in', ids)
        .execute();
    }
  }
  return confirmed;
}
