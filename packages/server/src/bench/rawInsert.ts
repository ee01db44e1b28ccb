import SqliteDatabase from 'better-sqlite3';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

/** One imported observation as the bench generates it. */
export interface BenchImportRow {
  dpId: string;
  title: string;
  listPrice: number;
  finalPrice: number;
  observedAt: number;
}

/** How long the raw insert took. */
export interface RawInsertResult {
  rows: number;
  seconds: number;
}

/**
 * The ceiling the import is compared with: the same rows written straight through better-sqlite3
 * (one product per dp id, one price point per row) with reused prepared statements, in batches
 * of `batchSize` per transaction, on a migrated database with the server's pragmas. No parsing,
 * checking, run-length merging, summaries or search index: only the writes.
 */
export async function rawBatchedInsert(
  file: string,
  rows: readonly BenchImportRow[],
  batchSize: number,
  now: number,
): Promise<RawInsertResult> {
  const db = openDb({ sqliteFile: file });
  await migrateToLatest(db);
  await db.close();
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const insertProduct = sqlite.prepare(
    `insert into products (dp_id, site_id, item_id, title, canonical_url, source, created_at)
     values (?, 3, ?, ?, '', 'import', ?) returning id`,
  );
  const insertPoint = sqlite.prepare(
    `insert into price_points (product_id, ts, last_seen, list_price, final_price, source)
     values (?, ?, ?, ?, ?, 'import')`,
  );
  const ids = new Map<string, number>();
  const writeBatch = sqlite.transaction((batch: readonly BenchImportRow[]) => {
    for (const row of batch) {
      let id = ids.get(row.dpId);
      if (id === undefined) {
        const itemId = row.dpId.slice(0, row.dpId.indexOf('-'));
        id = (insertProduct.get(row.dpId, itemId, row.title, now) as { id: number }).id;
        ids.set(row.dpId, id);
      }
      insertPoint.run(id, row.observedAt, row.observedAt, row.listPrice, row.finalPrice);
    }
  });
  const started = performance.now();
  for (let i = 0; i < rows.length; i += batchSize) writeBatch(rows.slice(i, i + batchSize));
  const seconds = (performance.now() - started) / 1000;
  sqlite.close();
  return { rows: rows.length, seconds };
}
