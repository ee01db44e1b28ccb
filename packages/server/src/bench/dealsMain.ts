// Entry point of `pnpm bench:deals` (the deals part of `pnpm bench:api`, on its own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dealsLine, measureDeals } from './dealsBench.js';

const dir = mkdtempSync(join(tmpdir(), 'pricetrail-bench-deals-'));
try {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const figures = await measureDeals(dir, Math.floor(Date.now() / 1000), seconds);
  process.stdout.write(`${dealsLine(figures)}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
