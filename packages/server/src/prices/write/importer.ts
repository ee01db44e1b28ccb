import type { Db, DbHandle } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ensureProducts, type ProductInput } from './catalog.js';
import { confirmedByTrusted } from './confirm.js';
import { checkObservation, type RawObservation, type ValidObservation } from './observe.js';
import { applyObservations, type LatestStates, type PriceObservation } from './points.js';
import type { ImportRow } from './importReader.js';
import { selectIn } from '../../db/statements.js';

/** A trusted source that writes through this path: an operator's file, or the tracker's readings. */
export type TrustedSource = 'import' | 'tracker';

/** Rows per transaction unless told otherwise. */
export const DEFAULT_BATCH = 5000;

/** Progress callbacks of an import. */
export interface ImportHooks {
  /** A batch is committed: it survives a crash from now on. */
  onBatch?: (batch: { index: number; rows: number; totalRows: number }) => void;
  /** A line could not be imported (it is skipped, the rest of its batch still lands). */
  onBadLine?: (bad: { line: number; msg: string }) => void;
}

/** Totals of a finished import. */
export interface ImportResult {
  batches: number;
  rows: number;
  badLines: number;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= 500 ? value : undefined;
}

// Product ids remembered between batches of one import (a dp id never changes its product).
const KNOWN_IDS = 200_000;
// Product states carried from one batch to the next (a few hundred bytes each).
const CARRIED_STATES = 200_000;

/** What one batch leaves for the next: product states, current at change stamp `stamp`. */
interface Carried {
  stamp: string | undefined;
  states: LatestStates;
}

/**
 * The carried states when nothing was written since `stamp` (the previous batch's), else a
 * cleared map; undefined where the engine has no change stamp. Called inside the transaction.
 */
async function carriedStates(db: Db, trx: DbHandle, carried: Carried, stamp: string | undefined) {
  if (!db.changeStamp) return undefined;
  // A read fixes the transaction's snapshot first, so the stamp covers every earlier commit.
  await trx.kysely.selectFrom('products').select('id').limit(1).execute();
  if (db.changeStamp() !== stamp || carried.states.size > CARRIED_STATES) {
    carried.states.clear();
  }
  return carried.states;
}

async function writeBatch(
  db: Db,
  rows: { line: number; record: Record<string, unknown> }[],
  now: number,
  hooks: ImportHooks,
  knownIds: Map<string, number>,
  carried: Carried,
  source: TrustedSource,
): Promise<number> {
  let written = 0;
  const checkedRows: {
    line: number;
    record: Record<string, unknown>;
    checked: ValidObservation;
  }[] = [];
  for (const { line, record } of rows) {
    const checked = checkObservation(record as RawObservation, now);
    if (typeof checked === 'string') hooks.onBadLine?.({ line, msg: checked });
    else checkedRows.push({ line, record, checked });
  }
  let batchIds: Map<string, number>[] = [];
  let stampAtCommit: string | undefined;
  const previous = carried.stamp;
  // Until this batch commits, what it carries may describe rolled-back writes.
  carried.stamp = undefined;
  await inTransaction(db, async (trx) => {
    const states = await carriedStates(db, trx, carried, previous);
    const ids = new Map<string, number>();
    const unknown = new Set<string>();
    for (const { checked } of checkedRows) {
      const id = knownIds.get(checked.dpId);
      if (id === undefined) unknown.add(checked.dpId);
      else ids.set(checked.dpId, id);
    }
    const known = await selectIn<{ id: number; dp_id: string }>(
      trx,
      'select id, dp_id from products where dp_id in (:ids)',
      [...unknown],
    );
    for (const row of known) ids.set(row.dp_id, row.id);
    // Unknown products are created from the first row that names them with a title.
    const creating = new Map<string, ProductInput>();
    const accepted: ValidObservation[] = [];
    for (const { line, record, checked } of checkedRows) {
      if (!ids.has(checked.dpId) && !creating.has(checked.dpId)) {
        const title = checked.title;
        if (!title) {
          hooks.onBadLine?.({ line, msg: '未收录的商品需要提供标题（title）' });
          continue;
        }
        creating.set(checked.dpId, {
          ...checked,
          title,
          canonicalUrl: checked.canonicalUrl ?? text(record.url) ?? '',
          brand: text(record.brand) ?? '',
          categorySlug: null,
          imageUrl: text(record.imageUrl) ?? '',
          clusterKey: text(record.clusterKey) ?? null,
          source,
        });
      }
      accepted.push(checked);
    }
    const created = await ensureProducts(trx, [...creating.values()], now);
    batchIds = [ids, created];
    const observations: PriceObservation[] = accepted.map((o) => ({
      productId: ids.get(o.dpId) ?? (created.get(o.dpId) as number),
      ts: o.observedAt,
      listPrice: o.listPrice,
      finalPrice: o.finalPrice,
      promo: o.promo,
      coupon: o.coupon,
    }));
    written = observations.length;
    const confirmed = await confirmedByTrusted(trx, observations, now);
    await applyObservations(trx, [...confirmed, ...observations], source, now, states);
    // Read inside the transaction: a commit by others after its snapshot fails this batch's
    // writes, and one after a read-only batch moves the stamp the next batch compares.
    stampAtCommit = db.changeStamp?.();
  });
  carried.stamp = stampAtCommit;
  // Only ids of a committed batch are remembered: a rolled-back batch's new products are gone.
  for (const map of batchIds) {
    for (const [dpId, id] of map) if (knownIds.size < KNOWN_IDS) knownIds.set(dpId, id);
  }
  return written;
}

/**
 * Imports rows in batches, one transaction each: a batch lands whole or not at all, and a
 * batch reported through `onBatch` survives a crash. Import is a trusted source; the tracker
 * writes its readings through here too, as `source: 'tracker'`.
 */
export async function importRows(
  db: Db,
  rows: AsyncIterable<ImportRow> | Iterable<ImportRow>,
  options: { batchSize?: number; now: number; source?: TrustedSource } & ImportHooks,
): Promise<ImportResult> {
  const { batchSize = DEFAULT_BATCH, now, source = 'import' } = options;
  const result: ImportResult = { batches: 0, rows: 0, badLines: 0 };
  const hooks: ImportHooks = {
    ...options,
    onBadLine: (bad) => {
      result.badLines++;
      options.onBadLine?.(bad);
    },
  };
  let pending: { line: number; record: Record<string, unknown> }[] = [];
  const knownIds = new Map<string, number>();
  const carried: Carried = { stamp: undefined, states: new Map() };
  const flush = async () => {
    if (pending.length === 0) return;
    const written = await writeBatch(db, pending, now, hooks, knownIds, carried, source);
    pending = [];
    result.batches++;
    result.rows += written;
    options.onBatch?.({ index: result.batches, rows: written, totalRows: result.rows });
  };
  for await (const row of rows) {
    if (row.error || !row.record) {
      hooks.onBadLine?.({ line: row.line, msg: row.error ?? '无法读取' });
      continue;
    }
    pending.push({ line: row.line, record: row.record });
    if (pending.length >= batchSize) await flush();
  }
  await flush();
  return result;
}
