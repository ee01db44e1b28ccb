import type { DbHandle } from '../../db/schema.js';
import { bulkInsert } from '../../db/statements.js';
import type { RankingList } from './rankingLists.js';

/** Which list a snapshot is of: the list and the category ('' for the overall list). */
export interface SnapshotKey {
  list: RankingList;
  category: string;
}

const COLUMNS = ['list', 'category', 'day', 'product_id', 'rank', 'taken_at'] as const;
const KEEP = 'on conflict (list, category, day, product_id) do nothing';

/** Whether the list already has its snapshot of `day`. */
export async function hasSnapshot(db: DbHandle, key: SnapshotKey, day: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('rank_snapshots')
    .select('rank')
    .where('list', '=', key.list)
    .where('category', '=', key.category)
    .where('day', '=', day)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Keeps the ranks of `productIds` (in rank order) as the list's snapshot of `day`. Ranks already
 * kept stay as they are, so two servers taking the same snapshot do not fail each other.
 */
export async function keepSnapshot(
  db: DbHandle,
  key: SnapshotKey,
  day: number,
  productIds: readonly number[],
  now: number,
): Promise<void> {
  const rows = productIds.map((productId, index) => ({
    list: key.list,
    category: key.category,
    day,
    product_id: productId,
    rank: index + 1,
    taken_at: now,
  }));
  await bulkInsert(db, 'rank_snapshots', COLUMNS, rows, KEEP);
}

/** The ranks of the list's snapshot of `day` by product id; undefined when none was taken. */
export async function snapshotRanks(
  db: DbHandle,
  key: SnapshotKey,
  day: number,
): Promise<Map<number, number> | undefined> {
  const rows = await db.kysely
    .selectFrom('rank_snapshots')
    .select(['product_id', 'rank'])
    .where('list', '=', key.list)
    .where('category', '=', key.category)
    .where('day', '=', day)
    .execute();
  if (rows.length === 0) return undefined;
  return new Map(rows.map((row) => [row.product_id, row.rank]));
}

/** Forgets snapshots older than `day`'s yesterday: nothing compares with them any more. */
export async function dropOldSnapshots(db: DbHandle, day: number): Promise<void> {
  await db.kysely
    .deleteFrom('rank_snapshots')
    .where('day', '<', day - 1)
    .execute();
}
