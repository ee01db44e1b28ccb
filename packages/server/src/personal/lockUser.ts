import type { DbHandle } from '../db/schema.js';

/**
 * Locks the user's row until the surrounding transaction ends. Requests of one user that count
 * their items before adding one then take turns, so none can pass a cap that another's insert
 * is about to reach (PostgreSQL; SQLite runs one writer at a time anyway).
 */
export async function lockUser(trx: DbHandle, userId: number): Promise<void> {
  if (trx.dialect !== 'postgres') return;
  await trx.kysely.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
