#!/usr/bin/env node
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

const USAGE = `用法: pricetrail <命令>

命令:
  serve    启动网站与 API（PORT 默认 8080，DATA_DIR 默认 ./data）`;

const SHUTDOWN_GRACE_MS = 10_000;

async function serve(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'serve':
      return serve();
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

main(process.argv[2]).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`配置错误: ${error.message}\n`);
    process.exitCode = 2;
    return;
  }
  throw error;
});
