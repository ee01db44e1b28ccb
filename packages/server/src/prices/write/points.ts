import type { StockState } from '@pricetrail/core';
import type { PriceMove } from '../../alerts/conditions.js';
import type { DbHandle, PricePointsTable, ProductSummariesTable } from '../../db/schema.js';
import { bulkInsert, selectIn, statement } from '../../db/statements.js';
import type { RunPoint } from './summarize.js';
import { SUMMARY_COLUMNS, type RunChange } from './summaryStore.js';

/** One observed price of a known product (fen, epoch seconds). */
export interface PriceObservation {
  productId: number;
  ts: number;
  listPrice: number;
  finalPrice: number;
  promo?: string | null | undefined;
  coupon?: string | null | undefined;
  /** The stock state seen with the price, when the source said; published with it. */
  stock?: StockState | undefined;
}

/** What became of the observations: new runs, extended runs, conflicting same-second prices. */
export interface ApplyResult {
  inserted: number;
  extended: number;
  conflicts: number;
}

const POINT_COLUMNS = [
  'product_id',
  'ts',
  'last_seen',
  'list_price',
  'final_price',
  'promo',
  'coupon',
  'source',
] as const;

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

/** Inserts point rows with multi-row inserts (one reused statement per full chunk). */
export async function insertPointRows(
  db: DbHandle,
  rows: readonly PricePointsTable[],
): Promise<void> {
  await bulkInsert(db, 'price_points', POINT_COLUMNS, rows);
}

async function runAt(db: DbHandle, productId: number, ts: number) {
  return db.kysely
    .selectFrom('price_points')
    .selectAll()
    .where('product_id', '=', productId)
    .where('ts', '<=', ts)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What applying one product's observations did to its runs. */
interface ProductWrite {
  change: RunChange;
  /** New runs after the newest stored one, to be inserted in bulk. */
  appended: PricePointsTable[];
  /** The newest stored run's `last_seen`, when observations extended it. */
  extendedTo: number | undefined;
  /** The newest run once written. */
  newest: PricePointsTable | undefined;
}

const extendRun = statement<never>(
  'update price_points set last_seen = ? where product_id = ? and ts = ?',
);

async function applyOne(
  db: DbHandle,
  productId: number,
  observations: PriceObservation[],
  source: string,
  result: ApplyResult,
  existing: PricePointsTable | undefined,
): Promise<ProductWrite> {
  observations.sort((a, b) => a.ts - b.ts);
  const write: ProductWrite = {
    change: { tail: existing && runPoint(existing), appended: [], reordered: false },
    appended: [],
    extendedTo: undefined,
    newest: undefined,
  };
  let latest = existing && { ...existing };
  for (const o of observations) {
    if (latest && o.ts >= latest.ts) {
      if (samePrice(latest, o)) {
        if (o.ts > latest.last_seen) {
          latest.last_seen = o.ts;
          if (latest.ts === existing?.ts) write.extendedTo = o.ts;
        }
        result.extended++;
      } else if (o.ts === latest.ts) {
        result.conflicts++;
      } else {
        latest = toRow(o, source);
        write.appended.push(latest);
        write.change.appended.push(runPoint(latest));
        result.inserted++;
      }
      continue;
    }
    // Older than the newest run we hold (or nothing yet): find the run it falls into.
    const run = latest ? await runAt(db, productId, o.ts) : undefined;
    if (run && samePrice(run, o)) {
      if (o.ts > run.last_seen) {
        await extendRun(db, [o.ts, productId, run.ts]);
        write.change.reordered = true;
      }
      result.extended++;
    } else if (run?.ts === o.ts) {
      result.conflicts++;
    } else if (!latest) {
      latest = toRow(o, source);
      write.appended.push(latest);
      write.change.appended.push(runPoint(latest));
      result.inserted++;
    } else {
      await insertPointRows(db, [toRow(o, source)]);
      write.change.reordered = true;
      result.inserted++;
    }
  }
  write.newest = latest;
  return write;
}

function runPoint(row: PricePointsTable): RunPoint {
  return { ts: row.ts, listPrice: row.list_price, finalPrice: row.final_price };
}

type StoredSummary = ProductSummariesTable;

// latestState reads a summary and its newest run packed into one JSON array per row:
// better-sqlite3 builds a 23-property row object several times slower than JSON.parse.
const PACKED = [
  ...SUMMARY_COLUMNS.map((f) => `s.${f}`),
  'p.last_seen',
  'p.promo',
  'p.coupon',
  'p.source',
].join(', ');

function unpack(j: unknown[]): { run: PricePointsTable; summary: StoredSummary } {
  const fields: Record<string, unknown> = {};
  SUMMARY_COLUMNS.forEach((f, i) => (fields[f] = j[i]));
  const summary = fields as unknown as StoredSummary;
  const [last_seen, promo, coupon, source] = j.slice(SUMMARY_COLUMNS.length) as [
    number,
    string | null,
    string | null,
    string,
  ];
  const run: PricePointsTable = {
    product_id: summary.product_id,
    ts: summary.current_ts,
    last_seen,
    list_price: summary.current_list,
    final_price: summary.current_final,
    promo,
    coupon,
    source,
  };
  return { run, summary };
}

/** The newest run and the stored summary (when there is one) of products, by product id. */
export type LatestStates = Map<number, { run: PricePointsTable; summary?: StoredSummary }>;

/**
 * The newest run and the stored summary of each product: one join on the summary's current run,
 * then a max(ts) look-up for any product without a summary (new ones, usually).
 */
async function latestState(db: DbHandle, productIds: readonly number[]): Promise<LatestStates> {
  const state: LatestStates = new Map();
  const pack = db.dialect === 'sqlite' ? 'json_array' : 'json_build_array';
  const joined = await selectIn<{ j: string | unknown[] }>(
    db,
    `select ${pack}(${PACKED}) as j from product_summaries s
     join price_points p on p.product_id = s.product_id and p.ts = s.current_ts
     where s.product_id in (:ids)`,
    productIds,
  );
  for (const { j } of joined) {
    const found = unpack(typeof j === 'string' ? (JSON.parse(j) as unknown[]) : j);
    state.set(found.run.product_id, found);
  }
  const rest = productIds.filter((id) => !state.has(id));
  const runs = await selectIn<PricePointsTable>(
    db,
    `select p.* from price_points p
     join (select product_id, max(ts) as max_ts from price_points
       where product_id in (:ids) group by product_id) m
     on m.product_id = p.product_id and m.max_ts = p.ts`,
    rest,
  );
  for (const run of runs) state.set(run.product_id, { run });
  return state;
}

/** What writing a batch's runs did: its counts, each product's run change and price move. */
export interface RunsWritten {
  result: ApplyResult;
  /** What the write did to each product's runs, for its summary. */
  changes: Map<number, RunChange>;
  /** Each product's newest run once written. */
  newest: Map<number, PricePointsTable | undefined>;
  /** The current 到手价 each product moved from and to, for the alert outbox. */
  moves: PriceMove[];
}

/**
 * Writes observations as run-length points: an unchanged price extends its run's `last_seen`,
 * a change starts a new run, an identical repeat is a no-op. `known`, when given, holds states
 * the caller vouches are current (they are not read again).
 */
export async function writeRuns(
  db: DbHandle,
  observations: readonly PriceObservation[],
  source: string,
  known?: LatestStates,
): Promise<RunsWritten> {
  const byProduct = new Map<number, PriceObservation[]>();
  for (const o of observations) {
    let list = byProduct.get(o.productId);
    if (!list) byProduct.set(o.productId, (list = []));
    list.push(o);
  }
  const result: ApplyResult = { inserted: 0, extended: 0, conflicts: 0 };
  const ids = [...byProduct.keys()];
  const latest = await latestState(db, known ? ids.filter((id) => !known.has(id)) : ids);
  const appended: PricePointsTable[] = [];
  const changes = new Map<number, RunChange>();
  const newest = new Map<number, PricePointsTable | undefined>();
  const moves: PriceMove[] = [];
  for (const [productId, list] of byProduct) {
    const state = known?.get(productId) ?? latest.get(productId);
    const existing = state?.run;
    const write = await applyOne(db, productId, list, source, result, existing);
    write.change.stored = state?.summary;
    if (existing && write.extendedTo !== undefined) {
      await extendRun(db, [write.extendedTo, productId, existing.ts]);
    }
    for (const row of write.appended) appended.push(row);
    changes.set(productId, write.change);
    newest.set(productId, write.newest);
    const newestRun = write.newest;
    if (existing && newestRun && newestRun.final_price !== existing.final_price) {
      const lowestBefore = state.summary?.lowest_price;
      const after = newestRun.final_price;
      moves.push({
        productId,
        before: existing.final_price,
        after,
        lowestBefore,
        at: newestRun.ts,
      });
    }
  }
  // Key order touches each b-tree page once instead of hopping between them.
  appended.sort((a, b) => a.product_id - b.product_id || a.ts - b.ts);
  await insertPointRows(db, appended);
  return { result, changes, newest, moves };
}
