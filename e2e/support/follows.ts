import { digestRound } from '../../packages/server/src/follows/digestRound.ts';
import { withServerDb } from './serverDb';

/**
 * Says in the server's database that the follows of `value` were made `seconds` earlier, so a
 * price written in the same second as the follow is news to it (a journey never waits).
 */
export async function backdateFollows(value: string, seconds: number): Promise<void> {
  await withServerDb((db) =>
    db.kysely
      .updateTable('follows')
      .set((eb) => ({ created_at: eb('created_at', '-', seconds) }))
      .where('value', '=', value)
      .execute(),
  );
}

/** Runs one round of the follow digest on the server's database now, as its own job would. */
export async function runFollowDigest(): Promise<number> {
  return withServerDb((db) => digestRound(db, Math.floor(Date.now() / 1000)));
}
