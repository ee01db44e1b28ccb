import { dayStartTs, shanghaiDay } from '../../calendar.js';
import type { DbHandle, ProductDealsTable } from '../../db/schema.js';
import { bulkInsert, selectIn } from '../../db/statements.js';
import {
  dailyLows,
  dealVerdict,
  DEFAULT_DEAL_RULES,
  type DealRules,
  type DealVerdict,
} from './verdict.js';

/**
 * The rules verdicts are stored under: the loosest the settings may ask for. Every stored figure
 * (drop %, drop ¥, data days) is filtered by the configured thresholds when the list is read,
 * and that gives exactly the verdicts of the configured rules (see `loadDealConfig`).
 */
export const STORED_DEAL_RULES: DealRules = {
  ...DEFAULT_DEAL_RULES,
  minDropPercent: 5,
  minDropFen: 0,
  minDataDays: 7,
};

/** Today's price counts only when it was seen today or yesterday. */
const FRESH_DAYS = 1;

const COLUMNS = [
  'product_id',
  'day',
  'kind',
  'price',
  'median_30',
  'drop_fen',
  'drop_bp',
  'data_days',
  'reference_price',
  'raised_day',
  'raised_price',
  'evidence_days',
  'computed_at',
] as const satisfies readonly (keyof ProductDealsTable)[];

const UPSERT = `on conflict (product_id) do update set ${COLUMNS.slice(1)
  .map((c) => `${c} = excluded.${c}`)
  .join(', ')}`;

interface Run {
  product_id: number;
  ts: number;
  last_seen: number;
  final_price: number;
}

/** The verdict on the newest price of one product's runs (ascending); null when it is stale. */
function runsVerdict(runs: readonly Run[], now: number): DealVerdict | null {
  const today = shanghaiDay(now);
  const last = runs[runs.length - 1];
  if (!last || shanghaiDay(last.last_seen) < today - FRESH_DAYS) return null;
  const from = today - STORED_DEAL_RULES.lookbackDays;
  const observed = runs.map((r) => ({
    ts: r.ts,
    lastSeen: r.last_seen,
    finalPrice: r.final_price,
  }));
  const series = dailyLows(observed, from, today - 1, shanghaiDay);
  return dealVerdict(series, today, last.final_price, STORED_DEAL_RULES);
}

/** The verdict row of one product's runs (ascending) for day `today`, or null for none. */
export function dealRow(
  productId: number,
  runs: readonly Run[],
  now: number,
): ProductDealsTable | null {
  const today = shanghaiDay(now);
  const verdict = runsVerdict(runs, now);
  if (verdict?.kind !== 'deal' && verdict?.kind !== 'fake') return null;
  const fake = verdict.kind === 'fake' ? verdict : undefined;
  return {
    product_id: productId,
    day: today,
    kind: verdict.kind,
    price: verdict.price,
    median_30: verdict.median30,
    drop_fen: verdict.dropFen,
    drop_bp: verdict.dropBasisPoints,
    data_days: verdict.dataDays,
    reference_price: fake?.referencePrice ?? null,
    raised_day: fake?.raisedDay ?? null,
    raised_price: fake?.raisedPrice ?? null,
    evidence_days: fake?.evidenceDays ?? null,
    computed_at: now,
  };
}

/**
 * Today's verdict on one product's price, whatever its kind (the figures a 爆料 keeps), computed
 * as the stored verdicts are; null when it was not seen today or yesterday.
 */
export async function productVerdict(
  db: DbHandle,
  productId: number,
  now: number,
): Promise<DealVerdict | null> {
  const runs = await db.kysely
    .selectFrom('price_points')
    .select(['product_id', 'ts', 'last_seen', 'final_price'])
    .where('product_id', '=', productId)
    .where('last_seen', '>=', dayStartTs(shanghaiDay(now) - STORED_DEAL_RULES.lookbackDays))
    .orderBy('ts')
    .execute();
  return runsVerdict(runs, now);
}

/**
 * Recomputes today's verdict of these products from their runs of the lookback window: called
 * with every summary write, and once a day for every product (`refreshAllDeals`).
 */
export async function refreshDeals(
  db: DbHandle,
  productIds: readonly number[],
  now: number,
): Promise<void> {
  const since = dayStartTs(shanghaiDay(now) - STORED_DEAL_RULES.lookbackDays);
  // One fixed IN-list text per chunk size: a reused prepared statement, not a built query.
  const runs = await selectIn<Run>(
    db,
    `select product_id, ts, last_seen, final_price from price_points
     where last_seen >= ? and product_id in (:ids) order by product_id, ts`,
    productIds,
    [since],
  );
  const byProduct = new Map<number, Run[]>();
  for (const run of runs) {
    let list = byProduct.get(run.product_id);
    if (!list) byProduct.set(run.product_id, (list = []));
    list.push(run);
  }
  const rows: ProductDealsTable[] = [];
  const without: number[] = [];
  for (const id of productIds) {
    const row = dealRow(id, byProduct.get(id) ?? [], now);
    if (row) rows.push(row);
    else without.push(id);
  }
  // A product with a verdict is overwritten by the upsert; only the others lose theirs.
  await selectIn(db, 'delete from product_deals where product_id in (:ids)', without);
  await bulkInsert(db, 'product_deals', COLUMNS, rows, UPSERT);
}

/**
 * Recomputes every product seen within the lookback for `now`'s day, and records the day: a
 * verdict is about one day, and a price that holds still writes nothing to trigger it.
 */
export async function refreshAllDeals(db: DbHandle, now: number): Promise<void> {
  const rows = await db.kysely.selectFrom('product_summaries').select('product_id').execute();
  const ids = rows.map((r) => r.product_id);
  await refreshDeals(db, ids, now);
  // Verdicts of earlier days are never listed; drop them so the table stays one day deep.
  await db.kysely.deleteFrom('product_deals').where('day', '<', shanghaiDay(now)).execute();
  await db.kysely
    .insertInto('deal_days')
    .values({ day: shanghaiDay(now), refreshed_at: now })
    .onConflict((c) => c.column('day').doNothing())
    .execute();
}
