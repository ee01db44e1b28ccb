import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { openDb } from '../db/connect.js';
import { DIALECTS, freshTarget } from '../testing/dialects.js';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const T0 = 1_700_000_000;

describe.each(DIALECTS)('pricetrail import-promotions on %s', (dialect) => {
  test('bad lines are reported by line number in Chinese and the good ones land', async () => {
    const target = await freshTarget(dialect);
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-promotions-'));
    const file = join(dataDir, 'promotions.jsonl');
    const event = { type: 'event', site: 'jd', name: '京东品牌日', kind: '品牌日' };
    writeFileSync(
      file,
      [
        JSON.stringify({ ...event, startsAt: T0, endsAt: T0 + 86_400, rules: ['满300减40'] }),
        '{"type": "event",',
        JSON.stringify({ ...event, startsAt: T0, endsAt: T0 - 1 }),
        '',
        JSON.stringify({
          type: 'coupon',
          site: 3,
          threshold: 30_000,
          amount: 4000,
          validFrom: T0,
          validTo: T0 + 86_400,
          url: 'https://a.jd.com/',
        }),
      ].join('\n'),
    );
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', CLI, 'import-promotions', file],
      {
        cwd: PACKAGE_DIR,
        env: {
          ...process.env,
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          DATABASE_URL: target.databaseUrl ?? '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const [code] = await once(child, 'exit');
    expect(stderr).toContain('第 2 行：不是合法的 JSON');
    expect(stderr).toContain('第 3 行：结束时间（endsAt）必须晚于开始时间（startsAt）');
    expect(stdout).toContain('导入完成：2 行，1 批，2 行有误');
    expect(code).toBe(1);
    const db =
      dialect === 'sqlite'
        ? openDb({ sqliteFile: join(dataDir, 'pricetrail.sqlite') })
        : openDb({ databaseUrl: target.databaseUrl });
    expect(await db.kysely.selectFrom('promotions').select('name').execute()).toEqual([
      { name: '京东品牌日' },
    ]);
    expect(await db.kysely.selectFrom('coupons').select('amount').execute()).toEqual([
      { amount: 4000 },
    ]);
    await db.close();
  }, 60_000);
});
