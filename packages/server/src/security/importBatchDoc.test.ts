import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { expect, test } from 'vitest';
import { importFile } from '../commands/data.js';
import { freshDb } from '../testing/dialects.js';

const README = new URL('../../../../README.md', import.meta.url);

// The README promised batches of 1000 while the importer committed 5000 rows at a time.
test('the import batch the README documents is the one the importer commits', async () => {
  const documented = /`--batch N`, default (\d+)\)/.exec(readFileSync(README, 'utf8'))?.[1];
  expect(documented).toBeDefined();
  const size = Number(documented);
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-batch-'));
  const file = join(dir, 'prices.jsonl');
  const line = (i: number) =>
    JSON.stringify({
      dpId: `${20_000 + i}-3`,
      title: `测试商品 ${i}`,
      listPrice: 10_000,
      observedAt: 1_700_000_000,
    });
  writeFileSync(file, `${Array.from({ length: size + 1 }, (_, i) => line(i)).join('\n')}\n`);
  const db = await freshDb('sqlite');
  const stdout = new PassThrough();
  const acks: string[] = [];
  stdout.on('data', (chunk: Buffer) => acks.push(...chunk.toString().split('\n').filter(Boolean)));
  const stderr = Object.assign(new PassThrough(), {
    isTTY: false,
  }) as unknown as NodeJS.WriteStream;
  const result = await importFile(db, file, {}, { stdout, stderr });
  await db.close();
  expect(result.batches).toBe(2);
  expect(acks[0]).toBe(`已提交 第 1 批 ${size} 行（累计 ${size} 行）`);
});
