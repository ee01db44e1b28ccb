import type { Executor } from '../../db/schema.js';
import { DRIFT_WINDOW, SOURCE, type ReportedFigures } from './policy.js';

/**
 * The prices a solo report must be within the guard of, besides the published ones, to show as
 * 待核实: the newest price that either was already in effect at the start of the drift window or
 * came from a source other than a solo report (import, corroboration, a contributor in good
 * standing). A product whose every price is a recent solo report is anchored at its first price.
 */
export async function driftAnchor(
  db: Executor,
  productId: number,
  now: number,
): Promise<ReportedFigures | undefined> {
  const settled = await db
    .selectFrom('price_points')
    .select(['list_price', 'final_price'])
    .where('product_id', '=', productId)
    .where((eb) => eb.or([eb('ts', '<=', now - DRIFT_WINDOW), eb('source', '!=', SOURCE.solo)]))
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (settled) return { listPrice: settled.list_price, finalPrice: settled.final_price };
  const first = await db
    .selectFrom('price_points')
    .select(['list_price', 'final_price'])
    .where('product_id', '=', productId)
    .orderBy('ts', 'asc')
    .limit(1)
    .executeTakeFirst();
  return first && { listPrice: first.list_price, finalPrice: first.final_price };
}
