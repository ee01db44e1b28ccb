import { sql } from 'kysely';
import type { Db } from '../db/schema.js';

/**
 * Counts one event under `key` in a window of `windowSeconds` that starts at the key's first
 * event; true while the count stays within `limit`. Atomic on both dialects (one upsert), so a
 * burst of concurrent requests cannot overshoot.
 */
export async function take(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now: number,
): Promise<boolean> {
  const expired = sql<boolean>`identity_limits.window_end <= ${now}`;
  const row = await db.kysely
    .insertInto('identity_limits')
    .values({ key, count: 1, window_end: now + windowSeconds })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql`case when ${expired} then 1 else identity_limits.count + 1 end`,
          window_end: sql`case when ${expired} then ${now + windowSeconds} else identity_limits.window_end end`,
        })
        .where((eb) =>
          eb.or([
            eb('identity_limits.window_end', '<=', now),
            eb('identity_limits.count', '<', limit),
          ]),
        ),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Events counted under `key` in its current window (0 when none or expired). */
export async function peek(db: Db, key: string, now: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('identity_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_end', '>', now)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Forgets `key` (a successful login clears its failure count). */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.kysely.deleteFrom('identity_limits').where('key', '=', key).execute();
}

/** Drops windows that ended, so the table holds only live counters. */
export async function pruneLimits(db: Db, now: number): Promise<void> {
  await db.kysely.deleteFrom('identity_limits').where('window_end', '<=', now).execute();
}
