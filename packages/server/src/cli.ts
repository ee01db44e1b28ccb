#!/usr/bin/env node
import { UsageError } from './commands/usage.js';
import { ConfigError } from './config.js';

const USAGE = `用法: pricetrail <命令>

命令:
  serve                      迁移数据库后启动网站与 API（PORT 默认 8080，DATA_DIR 默认 ./data；
                             空数据库会先写入演示商品，SEED_DEMO=0 可关闭）
  migrate                    把数据库结构升级到最新（DATABASE_URL 指向 PostgreSQL，否则用 SQLite）
  seed --demo [--products N] 在空数据库中写入演示商品目录
  import FILE [--format jsonl|csv] [--batch N]
                             导入价格文件（每批一个事务，默认 5000 行一批）
  import-promotions FILE [--batch N]
                             导入促销活动与优惠券（JSON 行，格式见 README；每批一个事务，
                             默认 500 行一批；有误的行按行号报告，其余照常导入）
  track URL                  把一个商品链接加入追踪队列（已收录的商品安排立即抓取）
  worker                     只运行抓取（不启动网站）；PostgreSQL 上可多开，共同分担抓取任务
                             （serve 也会运行抓取，TRACKER=off 可关闭）
  read-page URL FILE         用商品链接对应商城的读取器读取保存的商品页（FILE 为 - 时读标准输入），
                             输出一行 JSON；读不出价格时在标准错误输出原因并以 1 退出`;

/** A command's runner, given the arguments after the command's name. */
type Run = (args: string[]) => Promise<void>;

// Each command's module loads only when that command runs: `import` and `track` start without
// the web server and the tracker's browser (about 2 s of module loading on a quiet machine).
const COMMANDS: Record<string, () => Promise<Run>> = {
  serve: async () => (await import('./commands/running.js')).serve,
  worker: async () => (await import('./commands/running.js')).worker,
  migrate: async () => (await import('./commands/dataCommands.js')).migrate,
  seed: async () => (await import('./commands/dataCommands.js')).seed,
  import: async () => (await import('./commands/dataCommands.js')).importPrices,
  'import-promotions': async () => (await import('./commands/dataCommands.js')).importPromotions,
  track: async () => (await import('./commands/dataCommands.js')).track,
  'read-page': async () => (await import('./commands/readPage.js')).readPage,
};

async function main(command: string | undefined, args: string[]): Promise<void> {
  if (command === undefined || command === '--help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!load) {
    process.stderr.write(`未知命令: ${command}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const run = await load();
  await run(args);
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
