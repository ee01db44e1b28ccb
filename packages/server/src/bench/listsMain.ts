// Entry point of `pnpm bench:lists` (the list-answers part of `pnpm bench:api`, on its own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listsLines, measureLists } from './listsBench.js';

const dir = mkdtempSync(join(tmpdir(), 'pricetrail-bench-lists-'));
try {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const figures = await measureLists(dir, Math.floor(Date.now() / 1000), seconds);
  process.stdout.write(`${listsLines(figures).join('\n')}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
