import { STOCK_STATES, type StockState } from '@pricetrail/core';
import type { DbHandle } from '../../db/schema.js';
import { bulkInsert, selectIn } from '../../db/statements.js';

/** A product's stock state as a source saw it at `ts` (epoch s). */
export interface StockSighting {
  productId: number;
  ts: number;
  state: StockState;
}

/** A change of a product's stock state: from `before` (null: none known yet) to `after`, at `at`. */
export interface StockChange {
  productId: number;
  before: StockState | null;
  after: StockState;
  at: number;
}

interface StoredStock {
  product_id: number;
  stock_state: string | null;
  stock_changed_at: number | string | null;
}

function asState(value: string | null): StockState | null {
  return STOCK_STATES.find((state) => state === value) ?? null;
}

/** The sightings of each product, oldest first. */
function byProductInOrder(sightings: readonly StockSighting[]): Map<number, StockSighting[]> {
  const grouped = new Map<number, StockSighting[]>();
  for (const sighting of sightings) {
    let list = grouped.get(sighting.productId);
    if (!list) grouped.set(sighting.productId, (list = []));
    list.push(sighting);
  }
  for (const list of grouped.values()) list.sort((a, b) => a.ts - b.ts);
  return grouped;
}

/**
 * Writes the changes of state among `sightings` into each product's stock timeline
 * (`stock_changes`) and its summary (`stock_state`, `stock_changed_at`, the revision bumped so
 * cached answers show it): a state seen again changes nothing, and a sighting older than the
 * state's start is old news. Products without a summary (no price yet) are left out. Answers
 * the changes written, oldest first per product.
 */
export async function writeStockChanges(
  db: DbHandle,
  sightings: readonly StockSighting[],
): Promise<StockChange[]> {
  if (sightings.length === 0) return [];
  const grouped = byProductInOrder(sightings);
  const stored = await selectIn<StoredStock>(
    db,
    `select product_id, stock_state, stock_changed_at from product_summaries
     where product_id in (:ids) order by product_id`,
    [...grouped.keys()],
  );
  const changes: StockChange[] = [];
  for (const row of stored) {
    let state = asState(row.stock_state);
    const since = row.stock_changed_at === null ? -Infinity : Number(row.stock_changed_at);
    for (const { ts, state: seen } of grouped.get(row.product_id) ?? []) {
      if (ts < since || seen === state) continue;
      changes.push({ productId: row.product_id, before: state, after: seen, at: ts });
      state = seen;
    }
  }
  await bulkInsert(
    db,
    'stock_changes',
    ['product_id', 'state', 'changed_at'],
    changes.map((c) => ({ product_id: c.productId, state: c.after, changed_at: c.at })),
  );
  await writeCurrentStock(db, changes);
  return changes;
}

/** Stores each product's newest change in its summary, one statement per state and time. */
async function writeCurrentStock(db: DbHandle, changes: readonly StockChange[]): Promise<void> {
  const newest = new Map(changes.map((change) => [change.productId, change]));
  const groups = new Map<string, { state: StockState; at: number; ids: number[] }>();
  for (const { productId, after, at } of newest.values()) {
    const key = `${after}@${at}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { state: after, at, ids: [] }));
    group.ids.push(productId);
  }
  for (const { state, at, ids } of groups.values()) {
    await selectIn(
      db,
      `update product_summaries set stock_state = ?, stock_changed_at = ?,
         revision = revision + 1 where product_id in (:ids)`,
      ids,
      [state, at],
    );
  }
}
