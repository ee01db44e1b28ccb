import type { DbHandle, ProductSummariesTable } from '../../db/schema.js';
import { bulkInsert } from '../../db/statements.js';
import { computeSummary, mergeSummary, type PriceSummary, type RunPoint } from './summarize.js';

// Ids per IN (...) list: far below both engines' parameter limits.
const ID_CHUNK = 500;

/** The columns of `product_summaries`, key first and revision last. */
export const SUMMARY_COLUMNS = [
  'product_id',
  'current_list',
  'current_final',
  'current_ts',
  'lowest_price',
  'lowest_ts',
  'highest_price',
  'highest_ts',
  'low_30',
  'low_60',
  'low_180',
  'price_618',
  'price_618_ts',
  'price_1111',
  'price_1111_ts',
  'trend',
  'point_count',
  'updated_at',
  'revision',
] as const satisfies readonly (keyof ProductSummariesTable)[];

// Every rewrite bumps the revision, which is what cached answers are checked against.
const UPSERT = `on conflict (product_id) do update set ${SUMMARY_COLUMNS.slice(1, -1)
  .map((c) => `${c} = excluded.${c}`)
  .join(', ')}, revision = product_summaries.revision + 1`;

function summaryRow(productId: number, s: PriceSummary, now: number): ProductSummariesTable {
  return {
    product_id: productId,
    current_list: s.currentList,
    current_final: s.currentFinal,
    current_ts: s.currentTs,
    lowest_price: s.lowestPrice,
    lowest_ts: s.lowestTs,
    highest_price: s.highestPrice,
    highest_ts: s.highestTs,
    low_30: s.low30,
    low_60: s.low60,
    low_180: s.low180,
    price_618: s.price618,
    price_618_ts: s.price618Ts,
    price_1111: s.price1111,
    price_1111_ts: s.price1111Ts,
    trend: s.trend,
    point_count: s.pointCount,
    updated_at: now,
    revision: 1,
  };
}

/** A product's published (settled) prices, as its stored summary holds them less the count. */
export type PublishedView = Omit<PriceSummary, 'pointCount'>;

/** The published prices of a summaries row. */
export function publishedView(row: ProductSummariesTable): PublishedView {
  return {
    currentList: row.current_list,
    currentFinal: row.current_final,
    currentTs: row.current_ts,
    lowestPrice: row.lowest_price,
    lowestTs: row.lowest_ts,
    highestPrice: row.highest_price,
    highestTs: row.highest_ts,
    low30: row.low_30,
    low60: row.low_60,
    low180: row.low_180,
    price618: row.price_618,
    price618Ts: row.price_618_ts,
    price1111: row.price_1111,
    price1111Ts: row.price_1111_ts,
    trend: row.trend,
  };
}

/** A stored summary row as the summary it holds. */
export function summaryOfRow(row: ProductSummariesTable): PriceSummary {
  return { ...publishedView(row), pointCount: row.point_count };
}

/** Stores summaries (insert or replace), bumping each product's revision; answers the rows. */
export async function writeSummaries(
  db: DbHandle,
  summaries: ReadonlyMap<number, PriceSummary>,
  now: number,
): Promise<ProductSummariesTable[]> {
  const rows = [...summaries].sort((a, b) => a[0] - b[0]).map(([id, s]) => summaryRow(id, s, now));
  await bulkInsert(db, 'product_summaries', SUMMARY_COLUMNS, rows, UPSERT);
  return rows;
}

/** Recomputes and stores the summaries of these products from all their points. */
export async function refreshSummaries(
  db: DbHandle,
  productIds: readonly number[],
  now: number,
): Promise<void> {
  for (let i = 0; i < productIds.length; i += ID_CHUNK) {
    const rows = await db.kysely
      .selectFrom('price_points')
      .select(['product_id', 'ts', 'list_price', 'final_price'])
      .where('product_id', 'in', productIds.slice(i, i + ID_CHUNK))
      .orderBy('product_id')
      .orderBy('ts')
      .execute();
    const byProduct = new Map<number, RunPoint[]>();
    for (const r of rows) {
      let list = byProduct.get(r.product_id);
      if (!list) byProduct.set(r.product_id, (list = []));
      list.push({ ts: r.ts, listPrice: r.list_price, finalPrice: r.final_price });
    }
    const summaries = new Map<number, PriceSummary>();
    for (const [productId, points] of byProduct) {
      const s = computeSummary(points, now);
      if (s) summaries.set(productId, s);
    }
    await writeSummaries(db, summaries, now);
  }
}

/** What one write did to a product's runs, as far as its summary is concerned. */
export interface RunChange {
  /** The newest stored run before the write; undefined for a product without runs. */
  tail: RunPoint | undefined;
  /** New runs after `tail`, ascending. */
  appended: RunPoint[];
  /** Something other than appending happened (an older run was changed or inserted). */
  reordered: boolean;
  /** The stored summary, when the caller read it already. */
  stored?: ProductSummariesTable | undefined;
}

/**
 * Brings the summaries of changed products up to date: appends merge into a summary stored at
 * the same `now` without reading any points; everything else is recomputed from the points.
 * Answers the rows merged or computed without reading points, by product id (their `revision`
 * is the insert default, not the stored one), and every product whose summary was written.
 */
export async function updateSummaries(
  db: DbHandle,
  changes: ReadonlyMap<number, RunChange>,
  now: number,
): Promise<{ rows: Map<number, ProductSummariesTable>; productIds: number[] }> {
  const summaries = new Map<number, PriceSummary>();
  const mergeable: number[] = [];
  const recompute: number[] = [];
  for (const [productId, change] of changes) {
    if (change.reordered) recompute.push(productId);
    else if (!change.tail) {
      const s = computeSummary(change.appended, now);
      if (s) summaries.set(productId, s);
    } else mergeable.push(productId);
  }
  const unread = mergeable.filter((id) => !changes.get(id)?.stored);
  const stored = new Map<number, ProductSummariesTable>();
  for (let i = 0; i < unread.length; i += ID_CHUNK) {
    const rows = await db.kysely
      .selectFrom('product_summaries')
      .selectAll()
      .where('product_id', 'in', unread.slice(i, i + ID_CHUNK))
      .execute();
    for (const row of rows) stored.set(row.product_id, row);
  }
  for (const productId of mergeable) {
    const change = changes.get(productId);
    const row = change?.stored ?? stored.get(productId);
    if (!row || !change?.tail || row.updated_at !== now) {
      recompute.push(productId);
      continue;
    }
    summaries.set(productId, mergeSummary(summaryOfRow(row), change.tail, change.appended, now));
  }
  const written = await writeSummaries(db, summaries, now);
  await refreshSummaries(db, recompute, now);
  return {
    rows: new Map(written.map((row) => [row.product_id, row])),
    productIds: [...written.map((row) => row.product_id), ...recompute],
  };
}
