import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import { isEmpty, seedDemo } from '../prices/write/demoSeed.js';
import { trackLink } from '../tracker/trackLink.js';
import { importFile, importPromotionsFile, openMigrated } from './data.js';
import { positiveInt, UsageError } from './usage.js';

/** Runs `job` on the configured, migrated database and closes it after. */
async function withDatabase(job: (db: Db) => Promise<void>): Promise<void> {
  const db = await openMigrated(loadConfig());
  try {
    await job(db);
  } finally {
    await db.close();
  }
}

/** The file a command was given; a usage error when it is missing or absent. */
function givenFile(file: string | undefined, usage: string): string {
  if (!file) throw new UsageError(`请指定要导入的文件：${usage}`);
  if (!existsSync(file)) throw new UsageError(`找不到文件 ${file}`);
  return file;
}

/** Prints an import's totals; bad lines make the exit code 1. */
function reportImport(result: { rows: number; batches: number; badLines: number }): void {
  process.stdout.write(
    `导入完成：${result.rows} 行，${result.batches} 批，${result.badLines} 行有误\n`,
  );
  if (result.badLines > 0) process.exitCode = 1;
}

/** `pricetrail migrate`: brings the database's schema to the latest. */
export async function migrate(): Promise<void> {
  const config = loadConfig();
  const db = await openMigrated(config, pino({ level: config.logLevel }));
  await db.close();
}

/** `pricetrail seed --demo [--products N]`: the demo catalogue, into an empty database only. */
export async function seed(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { demo: { type: 'boolean' }, products: { type: 'string' } },
  });
  if (!values.demo) throw new UsageError('目前只支持 seed --demo');
  const products = positiveInt(values.products, '--products');
  await withDatabase(async (db) => {
    if (!(await isEmpty(db))) {
      process.stdout.write('数据库中已有商品，未写入演示数据\n');
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const written = await seedDemo(db, { now, ...(products ? { products } : {}) });
    process.stdout.write(`已写入 ${written} 个演示商品\n`);
  });
}

/** `pricetrail import FILE [--format jsonl|csv] [--batch N]`: a price file, a transaction a batch. */
export async function importPrices(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string' }, batch: { type: 'string' } },
  });
  const file = givenFile(positionals[0], 'pricetrail import FILE');
  const format = values.format;
  if (format !== undefined && format !== 'jsonl' && format !== 'csv') {
    throw new UsageError('--format 只能是 jsonl 或 csv');
  }
  const batchSize = positiveInt(values.batch, '--batch');
  await withDatabase(async (db) => {
    reportImport(await importFile(db, file, { format, batchSize }, process));
  });
}

/** `pricetrail import-promotions FILE [--batch N]`: events and coupons as JSON lines. */
export async function importPromotions(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { batch: { type: 'string' } },
  });
  const file = givenFile(positionals[0], 'pricetrail import-promotions FILE');
  const batchSize = positiveInt(values.batch, '--batch');
  await withDatabase(async (db) => {
    reportImport(await importPromotionsFile(db, file, { batchSize }, process));
  });
}

/** `pricetrail track URL`: queues a product link for the tracker (a known one is fetched now). */
export async function track(args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const link = positionals[0];
  if (!link) throw new UsageError('请指定商品链接：pricetrail track URL');
  await withDatabase(async (db) => {
    const answer = await trackLink(db, link, Math.floor(Date.now() / 1000));
    if (!answer.ok) {
      process.stderr.write(`${answer.msg}\n`);
      process.exitCode = 1;
    } else if (answer.known) {
      process.stdout.write(`该商品已收录（${answer.dpId}），已安排立即抓取\n`);
    } else {
      process.stdout.write(`已加入追踪队列：${answer.dpId}\n`);
    }
  });
}
