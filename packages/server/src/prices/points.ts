import type { Kysely, Transaction } from 'kysely';
import type { Database, PricePointsTable, ProductSummariesTable } from '../db/schema.js';
import { computeSummary, type PriceSummary, type RunPoint } from './summary.js';

/** A database handle or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** One observed price of a known product (fen, epoch seconds). */
export interface PriceObservation {
  productId: number;
  ts: number;
  listPrice: number;
  finalPrice: number;
  promo?: string | null | undefined;
  coupon?: string | null | undefined;
}

/** What became of the observations: new runs, extended runs, conflicting same-second prices. */
export interface ApplyResult {
  inserted: number;
  extended: number;
  conflicts: number;
}

// 8 columns per row keeps one insert far below SQLite's and PostgreSQL's parameter limits.
const INSERT_CHUNK = 500;

function samePrice(a: PricePointsTable, b: PriceObservation): boolean {
  return (
    a.list_price === b.listPrice &&
    a.final_price === b.finalPrice &&
    (a.promo ?? null) === (b.promo ?? null) &&
    (a.coupon ?? null) === (b.coupon ?? null)
  );
}

function toRow(o: PriceObservation, source: string): PricePointsTable {
  return {
    product_id: o.productId,
    ts: o.ts,
    last_seen: o.ts,
    list_price: o.listPrice,
    final_price: o.finalPrice,
    promo: o.promo ?? null,
    coupon: o.coupon ?? null,
    source,
  };
}

/** Inserts rows in parameter-safe chunks. */
export async function insertPointRows(db: Executor, rows: PricePointsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('price_points')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

async function runAt(db: Executor, productId: number, ts: number) {
  return db
    .selectFrom('price_points')
    .selectAll()
    .where('product_id', '=', productId)
    .where('ts', '<=', ts)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function applyOne(
  db: Executor,
  productId: number,
  observations: PriceObservation[],
  source: string,
  result: ApplyResult,
  existing: PricePointsTable | undefined,
  appended: PricePointsTable[],
): Promise<void> {
  observations.sort((a, b) => a.ts - b.ts);
  const existingSeen = existing?.last_seen;
  let latest = existing;
  for (const o of observations) {
    if (latest && o.ts >= latest.ts) {
      if (samePrice(latest, o)) {
        latest.last_seen = Math.max(latest.last_seen, o.ts);
        result.extended++;
      } else if (o.ts === latest.ts) {
        result.conflicts++;
      } else {
        latest = toRow(o, source);
        appended.push(latest);
        result.inserted++;
      }
      continue;
    }
    // Older than the newest run we hold (or nothing yet): find the run it falls into.
    const run = latest ? await runAt(db, productId, o.ts) : undefined;
    if (run && samePrice(run, o)) {
      if (o.ts > run.last_seen) {
        await db
          .updateTable('price_points')
          .set({ last_seen: o.ts })
          .where('product_id', '=', productId)
          .where('ts', '=', run.ts)
          .execute();
      }
      result.extended++;
    } else if (run?.ts === o.ts) {
      result.conflicts++;
    } else if (!latest) {
      latest = toRow(o, source);
      appended.push(latest);
      result.inserted++;
    } else {
      await insertPointRows(db, [toRow(o, source)]);
      result.inserted++;
    }
  }
  if (existing && existingSeen !== undefined && existing.last_seen > existingSeen) {
    await db
      .updateTable('price_points')
      .set({ last_seen: existing.last_seen })
      .where('product_id', '=', productId)
      .where('ts', '=', existing.ts)
      .execute();
  }
}

// Ids per IN (...) list: far below both engines' parameter limits.
const ID_CHUNK = 500;

/** The newest run of each product, in one query per chunk of products. */
async function latestRuns(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, PricePointsTable>> {
  const latest = new Map<number, PricePointsTable>();
  for (let i = 0; i < productIds.length; i += ID_CHUNK) {
    const ids = productIds.slice(i, i + ID_CHUNK);
    const rows = await db
      .selectFrom('price_points as p')
      .selectAll('p')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('price_points')
            .select(['product_id', (e) => e.fn.max('ts').as('max_ts')])
            .where('product_id', 'in', ids)
            .groupBy('product_id')
            .as('m'),
        (join) => join.onRef('m.product_id', '=', 'p.product_id').onRef('m.max_ts', '=', 'p.ts'),
      )
      .execute();
    for (const row of rows) latest.set(row.product_id, row);
  }
  return latest;
}

/**
 * Writes observations as run-length points: an unchanged price extends its run's `last_seen`,
 * a change starts a new run, an identical repeat is a no-op. Refreshes the touched summaries.
 */
export async function applyObservations(
  db: Executor,
  observations: readonly PriceObservation[],
  source: string,
  now: number,
): Promise<ApplyResult> {
  const byProduct = new Map<number, PriceObservation[]>();
  for (const o of observations) {
    const list = byProduct.get(o.productId) ?? [];
    list.push(o);
    byProduct.set(o.productId, list);
  }
  const result: ApplyResult = { inserted: 0, extended: 0, conflicts: 0 };
  const latest = await latestRuns(db, [...byProduct.keys()]);
  const appended: PricePointsTable[] = [];
  for (const [productId, list] of byProduct) {
    await applyOne(db, productId, list, source, result, latest.get(productId), appended);
  }
  await insertPointRows(db, appended);
  await refreshSummaries(db, [...byProduct.keys()], now);
  return result;
}

/** Recomputes and stores the summaries of these products from their points. */
export async function refreshSummaries(
  db: Executor,
  productIds: readonly number[],
  now: number,
): Promise<void> {
  for (let i = 0; i < productIds.length; i += ID_CHUNK) {
    const ids = productIds.slice(i, i + ID_CHUNK);
    const rows = await db
      .selectFrom('price_points')
      .select(['product_id', 'ts', 'list_price', 'final_price'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('ts')
      .execute();
    const byProduct = new Map<number, RunPoint[]>();
    for (const r of rows) {
      const list = byProduct.get(r.product_id) ?? [];
      list.push({ ts: r.ts, listPrice: r.list_price, finalPrice: r.final_price });
      byProduct.set(r.product_id, list);
    }
    const values: ProductSummariesTable[] = [];
    for (const [productId, points] of byProduct) {
      const s = computeSummary(points, now);
      if (s) values.push(summaryRow(productId, s, now));
    }
    // 18 columns × 500 rows stays under both engines' parameter limits.
    for (let j = 0; j < values.length; j += 500) {
      await db
        .insertInto('product_summaries')
        .values(values.slice(j, j + 500))
        .onConflict((oc) =>
          oc.column('product_id').doUpdateSet((eb) => {
            const set: Record<string, unknown> = {};
            for (const column of SUMMARY_COLUMNS) set[column] = eb.ref(`excluded.${column}`);
            return set as Partial<ProductSummariesTable>;
          }),
        )
        .execute();
    }
  }
}

const SUMMARY_COLUMNS = [
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
] as const;

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
  };
}
