import { once } from 'node:events';
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDb } from '../db/connect.js';
import { runCli, startCli } from '../testing/cliProcess.js';
import { DIALECTS, freshTarget, type TestTarget } from '../testing/dialects.js';

const PRODUCTS = 500;
const BATCH = 1000;
const T0 = 1_700_000_000;

/** The environment that points the CLI at a test database. */
function cliEnv(target: TestTarget, dataDir: string) {
  return { LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: target.databaseUrl ?? '' };
}

/** Row i changes product i % PRODUCTS's price, so every row is one new price point. */
async function writeBigFile(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  for (let i = 0; i < rows; i++) {
    const p = i % PRODUCTS;
    const round = Math.floor(i / PRODUCTS);
    const line = JSON.stringify({
      dpId: `${10_000 + p}-3`,
      title: `测试商品 ${p} 华为手机`,
      listPrice: 20_000,
      finalPrice: 10_000 + (round % 2) * 500,
      observedAt: T0 + round * 600,
    });
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function targetFor(dialect: string, target: TestTarget, dataDir: string) {
  return dialect === 'sqlite'
    ? openDb({ sqliteFile: join(dataDir, 'pricetrail.sqlite') })
    : openDb({ databaseUrl: target.databaseUrl });
}

describe.each(DIALECTS)('pricetrail import on %s', (dialect) => {
  test('bad lines are reported by line number and the good ones land', async () => {
    const target = await freshTarget(dialect);
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-import-'));
    const file = join(dataDir, 'prices.csv');
    writeFileSync(
      file,
      [
        'dpId,title,listPrice,finalPrice,promo,observedAt',
        `100012043978-3,华为 Mate 60,699900,599900,满减,${T0}`,
        `100012043978-3,,699900,abc,,${T0 + 60}`,
        `bad-id,x,1,1,,${T0}`,
        `100012043978-3,,699900,589900,,${T0 + 120}`,
      ].join('\n'),
    );
    const { code, stdout, stderr } = await runCli(['import', file], cliEnv(target, dataDir));
    expect(stderr).toContain('第 3 行：到手价必须是正整数（单位：分）');
    expect(stderr).toContain('第 4 行：商品编号格式不正确');
    expect(stdout).toContain('导入完成：2 行，1 批，2 行有误');
    expect(code).toBe(1);
    const db = targetFor(dialect, target, dataDir);
    const summary = await db.kysely
      .selectFrom('product_summaries')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(summary).toMatchObject({ current_final: 589_900, point_count: 2 });
    await db.close();
  }, 60_000);

  test('SIGKILL mid-import keeps every acknowledged batch and consistent summaries', async () => {
    const target = await freshTarget(dialect);
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-kill-'));
    const file = join(dataDir, 'big.jsonl');
    await writeBigFile(file, 200_000);
    const child = startCli(['import', file, '--batch', String(BATCH)], cliEnv(target, dataDir));
    let stdout = '';
    const acked = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (c: Buffer) => {
        stdout += c.toString();
        const batches = [...stdout.matchAll(/已提交 第 (\d+) 批/g)].length;
        if (batches >= 3) {
          child.kill('SIGKILL');
          resolve(batches);
        }
      });
      child.once('exit', () => reject(new Error(`import ended before the kill: ${stdout}`)));
    });
    await once(child, 'exit');
    const ackedAfterKill = [...stdout.matchAll(/已提交 第 (\d+) 批/g)].length;
    expect(ackedAfterKill).toBeGreaterThanOrEqual(acked);

    const db = targetFor(dialect, target, dataDir);
    const count = await db.kysely
      .selectFrom('price_points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Whole batches only; a batch committed in the instant before its line was printed is the
    // single one that may be present without an acknowledgement.
    expect(Number(count.n) % BATCH).toBe(0);
    expect(Number(count.n)).toBeGreaterThanOrEqual(ackedAfterKill * BATCH);
    expect(Number(count.n)).toBeLessThanOrEqual((ackedAfterKill + 1) * BATCH);

    const rows = await db.kysely
      .selectFrom('products as p')
      .innerJoin('product_summaries as s', 's.product_id', 'p.id')
      .select(['p.id', 's.point_count', 's.current_final'])
      .execute();
    expect(rows.length).toBe(PRODUCTS);
    for (const row of rows) {
      const points = await db.kysely
        .selectFrom('price_points')
        .select(['final_price'])
        .where('product_id', '=', row.id)
        .orderBy('ts', 'desc')
        .execute();
      expect(points.length).toBe(row.point_count);
      expect(points[0]?.final_price).toBe(row.current_final);
    }
    await db.close();
  }, 120_000);
});
