import { STOCK_STATES } from '@pricetrail/core';
import type { DbHandle } from '../../db/schema.js';
import { clearPendingPrices } from './pendingPrice.js';
import { CORROBORATION_WINDOW, figuresAgree } from './policy.js';
import type { PriceObservation } from '../write/points.js';

function toObservation(p: {
  product_id: number;
  ts: number;
  list_price: number;
  final_price: number;
  promo: string | null;
  coupon: string | null;
  stock: string | null;
}): PriceObservation {
  const observation: PriceObservation = {
    productId: p.product_id,
    ts: p.ts,
    listPrice: p.list_price,
    finalPrice: p.final_price,
    promo: p.promo,
    coupon: p.coupon,
  };
  // The stock the reporter saw is published with its price, as a trusted source's would be.
  const stock = STOCK_STATES.find((state) => state === p.stock);
  if (stock) observation.stock = stock;
  return observation;
}

/** A settled report with only the texts a settling observation carried too. */
function withAgreedTexts(
  report: PriceObservation,
  settling: readonly PriceObservation[],
): PriceObservation {
  const agreed = (field: 'promo' | 'coupon') => {
    const text = report[field] ?? null;
    return settling.some((o) => (o[field] ?? null) === text) ? text : null;
  };
  return { ...report, promo: agreed('promo'), coupon: agreed('coupon') };
}

/**
 * A trusted source settles waiting reports: pending reports of the same product whose 页面价
 * and 到手价 agree with one of `trusted` become observations (and 'published'), keeping a
 * promotion or coupon text only when an agreeing observation carried it too; those it
 * contradicts — a trusted price seen within the corroboration window after the report, and none
 * agreeing — become 'contradicted', which counts against their reporter. A report shown as 待核实
 * leaves the product page once it is settled or a trusted price seen after it is in.
 */
export async function settleWaitingReports(
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
    const offThePage: number[] = [];
    for (const report of rows) {
      const seen = byProduct.get(report.product_id) ?? [];
      const observation = toObservation(report);
      const agreeing = seen.filter((o) => figuresAgree(o, observation));
      const agreed = agreeing.length > 0;
      if (agreed) {
        confirmed.push(withAgreedTexts(observation, agreeing));
        published.push(report.id);
      } else if (seen.some((o) => o.ts >= report.ts && o.ts <= report.ts + CORROBORATION_WINDOW)) {
        contradicted.push(report.id);
      }
      // Settled, or older than a trusted price: its 待核实 line on the product page has served.
      if (agreed || seen.some((o) => o.ts >= report.ts)) offThePage.push(report.id);
    }
    await clearPendingPrices(db.kysely, offThePage);
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
