import type { Db, DbHandle } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { importInBatches, type ImportHooks, type ImportResult } from '../write/importBatches.js';
import type { ImportRow } from '../write/importReader.js';
import type { LatestStates } from '../write/points.js';
import { ingest } from './ingest.js';

/** A trusted source that writes through this path: an operator's file, or the tracker's readings. */
export type TrustedSource = 'import' | 'tracker';

/** Rows per transaction unless told otherwise. */
export const DEFAULT_BATCH = 5000;

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
  onBadLine: NonNullable<ImportHooks['onBadLine']>,
  knownIds: Map<string, number>,
  carried: Carried,
  source: TrustedSource,
): Promise<number> {
  const previous = carried.stamp;
  // Until this batch commits, what it carries may describe rolled-back writes.
  carried.stamp = undefined;
  const { result, stampAtCommit } = await inTransaction(db, async (trx) => {
    const states = await carriedStates(db, trx, carried, previous);
    const door = { kind: source, now, states, knownIds } as const;
    const ingested = await ingest(
      trx,
      rows.map(({ record }) => record),
      door,
    );
    // Read inside the transaction: a commit by others after its snapshot fails this batch's
    // writes, and one after a read-only batch moves the stamp the next batch compares.
    return { result: ingested, stampAtCommit: db.changeStamp?.() };
  });
  carried.stamp = stampAtCommit;
  let written = 0;
  result.outcomes.forEach((outcome, i) => {
    if (outcome.status === 'accepted') written++;
    else onBadLine({ line: rows[i]?.line ?? 0, msg: outcome.msg ?? '' });
  });
  // Only ids of a committed batch are remembered: a rolled-back batch's new products are gone.
  for (const [dpId, id] of result.productIds) if (knownIds.size < KNOWN_IDS) knownIds.set(dpId, id);
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
  const knownIds = new Map<string, number>();
  const carried: Carried = { stamp: undefined, states: new Map() };
  return importInBatches(
    rows,
    {
      batchSize,
      take: (line, record) => ({ line, record }),
      write: (batch, onBadLine) => writeBatch(db, batch, now, onBadLine, knownIds, carried, source),
    },
    options,
  );
}
