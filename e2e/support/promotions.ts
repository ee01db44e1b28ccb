import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes events and coupons through one `pricetrail import-promotions` into the e2e database. */
export function importPromotions(lines: readonly Record<string, unknown>[]): void {
  const file = join(mkdtempSync(join(tmpdir(), 'pricetrail-e2e-promotions-')), 'promotions.jsonl');
  writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  execFileSync(process.execPath, ['packages/server/dist/cli.js', 'import-promotions', file], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  });
}
