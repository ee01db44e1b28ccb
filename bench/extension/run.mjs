#!/usr/bin/env node
// `pnpm bench:extension`: the gzip size of each built content script against its budget, then the
// time from a store page's price becoming readable to the mini bar's first paint (paint.ts).
// Usage: pnpm bench:extension   (builds the extension first unless SKIP_BUILD=1; the paint part
// needs the server built: `pnpm build`)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 50;
const root = fileURLToPath(new URL('../..', import.meta.url));
const scripts = join(root, 'packages/extension/dist/chrome-mv3/content-scripts');

if (!process.env.SKIP_BUILD) {
  execFileSync('pnpm', ['build:extension'], { cwd: root, stdio: 'inherit' });
}

// KB = 1000 bytes, as docs/benchmarks.md counts.
console.log(`content scripts, gzip -9 (budget ${BUDGET_KB} KB each):`);
for (const name of readdirSync(scripts)
  .filter((file) => file.endsWith('.js'))
  .sort()) {
  const bytes = readFileSync(join(scripts, name));
  const kb = gzipSync(bytes, { level: 9 }).length / 1000;
  const raw = (bytes.length / 1000).toFixed(1);
  console.log(`  ${kb.toFixed(1).padStart(5)} KB  (${raw} KB raw)  ${name}`);
  if (kb > BUDGET_KB) process.exitCode = 1;
}

const paint = fileURLToPath(new URL('paint.ts', import.meta.url));
execFileSync('pnpm', ['--filter', '@pricetrail/server', 'exec', 'tsx', paint], {
  cwd: root,
  stdio: 'inherit',
});
