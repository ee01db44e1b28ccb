import type { DbHandle, Executor } from '../../db/schema.js';
import type { PublishedRun } from './decision.js';
import { driftAnchors } from './drift.js';
import { CORROBORATION_WINDOW, type ReportedFigures } from './policy.js';
import { queuedVerifications } from './verification.js';

/** A report waiting to be settled, as corroboration and a repeated claim see it. */
export interface WaitingReport extends ReportedFigures {
  id: number;
  reporter: string;
  network: string;
  ts: number;
  promo: string | null;
  coupon: string | null;
}

/** What screening a report needs to know of its product. */
export interface ProductFacts {
  /** The published run; none while the product has no price yet. */
  published: PublishedRun | undefined;
  /** The price solo reports may not drift away from (see `driftAnchors`). */
  anchor: ReportedFigures | undefined;
  /** Reports of it waiting within the corroboration window, oldest first. */
  waiting: WaitingReport[];
  /** Whether a fetch of its page is already queued. */
  verificationQueued: boolean;
}

/**
 * The published runs of `productIds`, their summary rows locked until the transaction ends. Two
 * reports of one product arriving together would each miss the other's waiting report; the row
 * locks serialize them on PostgreSQL, taken in product order so two batches never deadlock
 * (SQLite runs one writer at a time anyway).
 */
async function lockedPublished(
  db: DbHandle,
  productIds: readonly number[],
): Promise<Map<number, PublishedRun>> {
  let locking = db.kysely
    .selectFrom('product_summaries')
    .select(['product_id', 'current_list', 'current_final', 'current_ts'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id');
  if (db.dialect === 'postgres') locking = locking.forUpdate();
  const rows = await locking.execute();
  const texts = await db.kysely
    .selectFrom('price_points as p')
    .innerJoin('product_summaries as s', (join) =>
      join.onRef('s.product_id', '=', 'p.product_id').onRef('s.current_ts', '=', 'p.ts'),
    )
    .select(['p.product_id', 'p.promo', 'p.coupon'])
    .where('p.product_id', 'in', productIds)
    .execute();
  const textsOf = new Map(texts.map((row) => [row.product_id, row]));
  return new Map(
    rows.map((row) => [
      row.product_id,
      {
        listPrice: row.current_list,
        finalPrice: row.current_final,
        ts: row.current_ts,
        promo: textsOf.get(row.product_id)?.promo ?? null,
        coupon: textsOf.get(row.product_id)?.coupon ?? null,
      },
    ]),
  );
}

/** The reports of `productIds` waiting within the corroboration window, by product. */
async function waitingReports(
  db: Executor,
  productIds: readonly number[],
  now: number,
): Promise<Map<number, WaitingReport[]>> {
  const rows = await db
    .selectFrom('price_reports')
    .select([
      'id',
      'product_id',
      'reporter',
      'network',
      'ts',
      'list_price',
      'final_price',
      'promo',
      'coupon',
    ])
    .where('product_id', 'in', productIds)
    .where('status', '=', 'pending')
    .where('received_at', '>', now - CORROBORATION_WINDOW)
    .orderBy('id')
    .execute();
  const byProduct = new Map<number, WaitingReport[]>();
  for (const row of rows) {
    const report: WaitingReport = {
      id: row.id,
      reporter: row.reporter,
      network: row.network,
      ts: row.ts,
      listPrice: row.list_price,
      finalPrice: row.final_price,
      promo: row.promo,
      coupon: row.coupon,
    };
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), report]);
  }
  return byProduct;
}

/**
 * What screening needs of each of `productIds` (each once: a batch's round of reports), read in
 * a handful of queries whatever their number, the published runs locked first; answers the
 * facts of one of them.
 */
export async function loadProductFacts(
  db: DbHandle,
  productIds: readonly number[],
  now: number,
): Promise<(productId: number) => ProductFacts> {
  const published = await lockedPublished(db, productIds);
  const anchors = await driftAnchors(db.kysely, productIds, now);
  const waiting = await waitingReports(db.kysely, productIds, now);
  const queued = await queuedVerifications(db.kysely, productIds);
  return (productId) => ({
    published: published.get(productId),
    anchor: anchors.get(productId),
    waiting: waiting.get(productId) ?? [],
    verificationQueued: queued.has(productId),
  });
}
