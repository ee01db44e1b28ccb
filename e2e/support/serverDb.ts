import { openDb, sqliteFileIn } from '../../packages/server/src/db/connect.ts';
import type { Db } from '../../packages/server/src/db/schema.ts';

/** The run's data folder, shared with the server under test (playwright.config.ts). */
export function serverDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return dir;
}

/**
 * Runs `work` on the e2e server's own database, as an operator's tooling would, and closes it.
 * For what a journey needs in place but is proved elsewhere (accounts, sessions, time passing).
 */
export async function withServerDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDb({ sqliteFile: sqliteFileIn(serverDataDir()) });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
