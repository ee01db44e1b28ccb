import type { Executor } from '../../db/schema.js';

/** A held report: its `price_reports` id, when it was seen and its prices (fen, epoch seconds). */
export interface HeldReport {
  id: number;
  ts: number;
  listPrice: number;
  finalPrice: number;
}

/**
 * Shows a held solo report on the product page as 待核实, beside the published prices and never
 * in their place, so it moves no low, deal, alert, 价保 claim or AI figure. A newer report takes
 * the place of an older one; the product's revision moves, so cached answers show it at once.
 */
export async function showPendingPrice(
  db: Executor,
  productId: number,
  report: HeldReport,
): Promise<void> {
  await db
    .updateTable('product_summaries')
    .set((eb) => ({
      pending_report_id: report.id,
      pending_list: report.listPrice,
      pending_final: report.finalPrice,
      pending_ts: report.ts,
      revision: eb('revision', '+', 1),
    }))
    .where('product_id', '=', productId)
    .where((eb) => eb.or([eb('pending_ts', 'is', null), eb('pending_ts', '<=', report.ts)]))
    .execute();
}

/** Takes these reports off their product pages: they were settled, or a settled price is newer. */
export async function clearPendingPrices(
  db: Executor,
  reportIds: readonly number[],
): Promise<void> {
  if (reportIds.length === 0) return;
  await db
    .updateTable('product_summaries')
    .set((eb) => ({
      pending_report_id: null,
      pending_list: null,
      pending_final: null,
      pending_ts: null,
      revision: eb('revision', '+', 1),
    }))
    .where('pending_report_id', 'in', reportIds)
    .execute();
}
