import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DEFAULT_BATCH } from './prices/ingest/importer.js';
import { DEFAULT_PROMOTION_BATCH } from './promotions/importer.js';
import { runCli, startCli } from './testing/cliProcess.js';

test('serve listens on PORT, logs JSON lines, and shuts down cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-serve-'));
  const child = startCli(['serve'], {
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    TRACKER: 'off',
  });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`exited early: ${output}`)));
  });
  const health = await fetch(`${address}/api/health`);
  expect(await health.json()).toEqual({ ok: true });

  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  const [plain, ...others] = output
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('{'));
  // One plain line for a person (where to open the site), every other line JSON.
  expect(plain).toBe(
    `价迹已启动：用浏览器打开 http://localhost:${address.split(':').at(-1)}；登录用的短信验证码不会发出，会出现在下面的日志里（「短信验证码」）`,
  );
  expect(others).toEqual([]);
  const lines = output
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string });
  expect(lines.map((line) => line.msg)).toContain('shutting down');
}, 30_000);

test('an unknown command prints the usage and exits 2', async () => {
  const { code, stderr } = await runCli(['fly']);
  expect(code).toBe(2);
  expect(stderr).toContain('未知命令: fly');
});

test('the usage states the batch sizes the imports use', async () => {
  const { code, stdout } = await runCli(['--help']);
  expect(code).toBe(0);
  expect(stdout).toContain(`默认 ${DEFAULT_BATCH} 行一批`);
  expect(stdout).toContain(`默认 ${DEFAULT_PROMOTION_BATCH} 行一批`);
});

test('a bad PORT is a clear configuration error, not a stack trace', async () => {
  const { code, stderr } = await runCli(['serve'], { PORT: 'eighty' });
  expect(code).toBe(2);
  expect(stderr).toContain('配置错误: PORT 必须是');
  expect(stderr).not.toContain('    at ');
});
