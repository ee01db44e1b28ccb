import { statSync } from 'node:fs';
import cliProgress from 'cli-progress';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { openConfiguredDb } from '../db/plugin.js';
import { hasDemoProducts, isEmpty, seedDemo } from '../prices/write/demoSeed.js';
import { importRows } from '../prices/ingest/importer.js';
import type { ImportResult } from '../prices/write/importBatches.js';
import { formatOf, readImportFile, type ImportFormat } from '../prices/write/importReader.js';
import { seedDemoPromotions } from '../promotions/demoSeed.js';
import { importPromotionRows } from '../promotions/importer.js';

/** Now in epoch seconds. */
function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * Migrates the configured database, then opens it; the caller closes it. The migrations hold a
 * session-level lock, so on PostgreSQL they run over `DATABASE_DIRECT_URL` when one is set.
 */
export async function openMigrated(config: ServerConfig, log?: Logger): Promise<Db> {
  const direct = config.databaseDirectUrl;
  const migrating = direct ? openDb({ databaseUrl: direct }) : openConfiguredDb(config);
  try {
    const applied = await migrateToLatest(migrating);
    if (applied.length > 0) log?.info({ applied, dialect: migrating.dialect }, 'migrated');
  } catch (error) {
    await migrating.close();
    throw error;
  }
  if (!direct) return migrating;
  await migrating.close();
  return openConfiguredDb(config);
}

/** Seeds the demo catalogue when the database has no products; returns listings written. */
export async function seedIfEmpty(db: Db, products: number | undefined, log?: Logger) {
  if (!(await isEmpty(db))) return 0;
  log?.info('empty database: seeding the demo catalogue');
  const written = await seedDemo(db, { now: nowSeconds(), ...(products ? { products } : {}) });
  log?.info({ products: written }, 'demo catalogue seeded');
  return written;
}

/**
 * Dates the demo's events and coupons from now again when the database holds the demo catalogue,
 * so a demo site running for months still shows current and coming ones.
 */
export async function refreshDemoPromotions(db: Db, log?: Logger): Promise<void> {
  if (!(await hasDemoProducts(db))) return;
  await seedDemoPromotions(db, nowSeconds());
  log?.info('demo promotions dated from now');
}

/** `pricetrail import FILE`: streams the file in, one transaction per batch. */
export async function importFile(
  db: Db,
  file: string,
  options: { format?: ImportFormat | undefined; batchSize?: number | undefined },
  out: { stdout: NodeJS.WritableStream; stderr: NodeJS.WriteStream },
): Promise<ImportResult> {
  const size = statSync(file).size;
  const bar = new cliProgress.SingleBar(
    { stream: out.stderr, format: '导入 [{bar}] {percentage}% | {value}/{total} 字节 | {rows} 行' },
    cliProgress.Presets.shades_classic,
  );
  bar.start(size, 0, { rows: 0 });
  let read = 0;
  let rows = 0;
  try {
    return await importRows(
      db,
      readImportFile(file, options.format ?? formatOf(file), (n) => {
        read += n;
        bar.update(read, { rows });
      }),
      {
        now: nowSeconds(),
        ...(options.batchSize ? { batchSize: options.batchSize } : {}),
        onBatch: ({ index, rows: batchRows, totalRows }) => {
          rows = totalRows;
          out.stdout.write(`已提交 第 ${index} 批 ${batchRows} 行（累计 ${totalRows} 行）\n`);
        },
        onBadLine: ({ line, msg }) => {
          out.stderr.write(`\n第 ${line} 行：${msg}\n`);
        },
      },
    );
  } finally {
    bar.stop();
  }
}

/** `pricetrail import-promotions FILE`: JSON lines of events and coupons, one transaction per batch. */
export async function importPromotionsFile(
  db: Db,
  file: string,
  options: { batchSize?: number | undefined },
  out: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream },
): Promise<ImportResult> {
  return importPromotionRows(db, readImportFile(file, 'jsonl'), {
    now: nowSeconds(),
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    onBatch: ({ index, rows, totalRows }) => {
      out.stdout.write(`已提交 第 ${index} 批 ${rows} 行（累计 ${totalRows} 行）\n`);
    },
    onBadLine: ({ line, msg }) => {
      out.stderr.write(`第 ${line} 行：${msg}\n`);
    },
  });
}
