#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import {
  importFile,
  importPromotionsFile,
  openMigrated,
  refreshDemoPromotions,
  seedIfEmpty,
} from './commands/data.js';
import { readPageOutcome } from './commands/readPage.js';
import { ConfigError, loadConfig } from './config.js';
import { readFetchedPage } from './pages/readFetchedPage.js';
import { isEmpty, seedDemo } from './prices/write/demoSeed.js';
import { startTracker } from './tracker/start.js';
import { trackLink } from './tracker/trackLink.js';

const USAGE = `用法: pricetrail <命令>

命令:
  serve                      迁移数据库后启动网站与 API（PORT 默认 8080，DATA_DIR 默认 ./data；
                             空数据库会先写入演示商品，SEED_DEMO=0 可关闭）
  migrate                    把数据库结构升级到最新（DATABASE_URL 指向 PostgreSQL，否则用 SQLite）
  seed --demo [--products N] 在空数据库中写入演示商品目录
  import FILE [--format jsonl|csv] [--batch N]
                             导入价格文件（每批一个事务，默认 1000 行一批）
  import-promotions FILE [--batch N]
                             导入促销活动与优惠券（JSON 行，格式见 README；每批一个事务，
                             默认 500 行一批；有误的行按行号报告，其余照常导入）
  track URL                  把一个商品链接加入追踪队列（已收录的商品安排立即抓取）
  worker                     只运行抓取（不启动网站）；PostgreSQL 上可多开，共同分担抓取任务
                             （serve 也会运行抓取，TRACKER=off 可关闭）
  read-page URL FILE         用商品链接对应商城的读取器读取保存的商品页（FILE 为 - 时读标准输入），
                             输出一行 JSON；读不出价格时在标准错误输出原因并以 1 退出`;

const SHUTDOWN_GRACE_MS = 10_000;

class UsageError extends Error {}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${name} 必须是正整数，收到 "${value}"`);
  return n;
}

async function serve(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = await openMigrated(config, log);
  if (config.seedDemo) await seedIfEmpty(db, undefined, log);
  await refreshDemoPromotions(db, log);
  const running = config.tracker.enabled
    ? await startTracker(db, config, (err) => log.error({ err }, 'tracker round failed'))
    : undefined;
  const app = await buildApp(config, {
    db,
    ...(running && { trackerHealth: () => running.tracker.health() }),
  });
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await running?.stop();
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

async function migrate(): Promise<void> {
  const config = loadConfig();
  const db = await openMigrated(config, pino({ level: config.logLevel }));
  await db.close();
}

async function seed(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { demo: { type: 'boolean' }, products: { type: 'string' } },
  });
  if (!values.demo) throw new UsageError('目前只支持 seed --demo');
  const products = positiveInt(values.products, '--products');
  const config = loadConfig();
  const db = await openMigrated(config);
  try {
    if (!(await isEmpty(db))) {
      process.stdout.write('数据库中已有商品，未写入演示数据\n');
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const written = await seedDemo(db, { now, ...(products ? { products } : {}) });
    process.stdout.write(`已写入 ${written} 个演示商品\n`);
  } finally {
    await db.close();
  }
}

async function importCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string' }, batch: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) throw new UsageError('请指定要导入的文件：pricetrail import FILE');
  if (!existsSync(file)) throw new UsageError(`找不到文件 ${file}`);
  const format = values.format;
  if (format !== undefined && format !== 'jsonl' && format !== 'csv') {
    throw new UsageError('--format 只能是 jsonl 或 csv');
  }
  const batchSize = positiveInt(values.batch, '--batch');
  const config = loadConfig();
  const db = await openMigrated(config);
  try {
    const result = await importFile(db, file, { format, batchSize }, process);
    process.stdout.write(
      `导入完成：${result.rows} 行，${result.batches} 批，${result.badLines} 行有误\n`,
    );
    if (result.badLines > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

async function importPromotionsCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { batch: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) throw new UsageError('请指定要导入的文件：pricetrail import-promotions FILE');
  if (!existsSync(file)) throw new UsageError(`找不到文件 ${file}`);
  const batchSize = positiveInt(values.batch, '--batch');
  const config = loadConfig();
  const db = await openMigrated(config);
  try {
    const result = await importPromotionsFile(db, file, { batchSize }, process);
    process.stdout.write(
      `导入完成：${result.rows} 行，${result.batches} 批，${result.badLines} 行有误\n`,
    );
    if (result.badLines > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

async function worker(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = await openMigrated(config, log);
  const running = await startTracker(db, config, (err) =>
    log.error({ err }, 'tracker round failed'),
  );
  log.info({ dialect: db.dialect }, 'tracker worker started');
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await running.stop();
    await db.close();
  });
}

async function track(args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const link = positionals[0];
  if (!link) throw new UsageError('请指定商品链接：pricetrail track URL');
  const config = loadConfig();
  const db = await openMigrated(config);
  try {
    const answer = await trackLink(db, link, Math.floor(Date.now() / 1000));
    if (!answer.ok) {
      process.stderr.write(`${answer.msg}\n`);
      process.exitCode = 1;
    } else if (answer.known) {
      process.stdout.write(`该商品已收录（${answer.dpId}），已安排立即抓取\n`);
    } else {
      process.stdout.write(`已加入追踪队列：${answer.dpId}\n`);
    }
  } finally {
    await db.close();
  }
}

async function readPage(args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const [url, file] = positionals;
  if (!url || !file)
    throw new UsageError('请指定商品链接和页面文件：pricetrail read-page URL FILE');
  if (!URL.canParse(url)) throw new UsageError(`商品链接无效：${url}`);
  if (file !== '-' && !existsSync(file)) throw new UsageError(`找不到文件 ${file}`);
  const bytes = file === '-' ? await buffer(process.stdin) : readFileSync(file);
  const outcome = readPageOutcome(readFetchedPage(url, bytes));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.exitCode;
}

async function main(command: string | undefined, args: string[]): Promise<void> {
  switch (command) {
    case 'serve':
      return serve();
    case 'migrate':
      return migrate();
    case 'seed':
      return seed(args);
    case 'import':
      return importCommand(args);
    case 'import-promotions':
      return importPromotionsCommand(args);
    case 'track':
      return track(args);
    case 'worker':
      return worker();
    case 'read-page':
      return readPage(args);
    case undefined:
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return;
    default:
      process.stderr.write(`未知命令: ${command}\n\n${USAGE}\n`);
      process.exitCode = 2;
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`配置错误: ${error.message}\n`);
    process.exitCode = 2;
    return;
  }
  if (
    error instanceof UsageError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  throw error;
});
