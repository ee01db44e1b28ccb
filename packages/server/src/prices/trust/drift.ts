import type { Executor } from '../../db/schema.js';
import { DRIFT_WINDOW, SOURCE, type ReportedFigures } from './policy.js';

/**
 * The newest (or oldest) price of each of `productIds`, counting only prices settled before
 * `settledBefore` (in effect by then, or not from a solo report) when it is given.
 */
async function firstOfEach(
  db: Executor,
  productIds: readonly number[],
  options: { newestFirst: boolean; settledBefore?: number },
): Promise<Map<number, ReportedFigures>> {
  if (productIds.length === 0) return new Map();
  const { newestFirst, settledBefore } = options;
  let ranked = db
    .selectFrom('price_points')
    .select((eb) => [
      'product_id',
      'list_price',
      'final_price',
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('product_id').orderBy('ts', newestFirst ? 'desc' : 'asc'))
        .as('rank'),
    ])
    .where('product_id', 'in', productIds);
  if (settledBefore !== undefined) {
    ranked = ranked.where((eb) =>
      eb.or([eb('ts', '<=', settledBefore), eb('source', '!=', SOURCE.solo)]),
    );
  }
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select(['product_id', 'list_price', 'final_price'])
    .where('rank', '=', 1)
    .execute();
  return new Map(
    rows.map((row) => [row.product_id, { listPrice: row.list_price, finalPrice: row.final_price }]),
  );
}

/**
 * The prices a solo report must be within the guard of, besides the published ones, to show as
 * 待核实, for each of `productIds` that has a price: the newest price that either was already in
 * effect at the start of the drift window or came from a source other than a solo report
 * (import, corroboration, a contributor in good standing). A product whose every price is a
 * recent solo report is anchored at its first price.
 */
export async function driftAnchors(
  db: Executor,
  productIds: readonly number[],
  now: number,
): Promise<Map<number, ReportedFigures>> {
  const anchors = await firstOfEach(db, productIds, {
    newestFirst: true,
    settledBefore: now - DRIFT_WINDOW,
  });
  const unsettled = productIds.filter((id) => !anchors.has(id));
  for (const [id, first] of await firstOfEach(db, unsettled, { newestFirst: false })) {
    anchors.set(id, first);
  }
  return anchors;
}
