import type { Db, DbHandle } from './schema.js';

/** Runs `work` in one transaction, handing it a handle that keeps the database's dialect. */
export function inTransaction<T>(db: Db, work: (trx: DbHandle) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute((trx) => work({ kysely: trx, dialect: db.dialect }));
}
