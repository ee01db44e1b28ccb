#!/usr/bin/env node
// Initial JavaScript per page of the built site, gzip -9, against the budget.
// "Initial" = what a page needs before it can render: the entry chunk, the page's route chunk and
// every chunk they import statically. Chunks loaded later by dynamic import (the chart with the
// data, visitor tracking after load, the full HTTP client) are listed apart, not counted.
// Usage: pnpm bench:size   (builds first unless SKIP_BUILD=1; DIST=dir measures another build)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = process.env.DIST ?? join(root, 'site/dist');
const PAGES = [
  { page: '/home', route: 'home' },
  { page: '/trend/{dpId}.html (history)', route: 'history' },
  { page: '/home/:class (category)', route: 'category' },
];

if (!process.env.SKIP_BUILD && !process.env.DIST) {
  execFileSync('pnpm', ['--filter', './site', 'run', 'build'], { cwd: root, stdio: 'inherit' });
}

const assets = join(dist, 'assets');
const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
const read = (name) => readFileSync(join(assets, name), 'utf8');
// KB = 1000 bytes, as the budget and docs/benchmarks.md count.
const gzipKb = (name) => gzipSync(readFileSync(join(assets, name)), { level: 9 }).length / 1000;

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; `import(` is skipped.
const STATIC_IMPORT = /(?:import|export)\s*(?:[^"'`();]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

function withStaticImports(start) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const [, next] of read(name).matchAll(STATIC_IMPORT)) visit(next);
  };
  start.forEach(visit);
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map(
  ([, name]) => name,
);
if (entry.length === 0) throw new Error(`no module script in ${dist}/index.html`);

function routeChunk(route) {
  const found = chunks.filter((name) => new RegExp(`^${route}-[\\w-]+\\.js$`).test(name));
  if (found.length > 1) throw new Error(`several chunks for route '${route}': ${found}`);
  return found[0];
}

const shellChunks = withStaticImports(entry);
const later = new Set(
  [...shellChunks].flatMap((name) => [...read(name).matchAll(DYNAMIC_IMPORT)].map(([, n]) => n)),
);
const kb = (value) => value.toFixed(1).padStart(6);
const sum = (names) => [...names].reduce((total, name) => total + gzipKb(name), 0);

console.log(`dist: ${dist}\nbudget: ${BUDGET_KB} KB gzip -9 of initial JavaScript\n`);
console.log(`entry + static imports: ${kb(sum(shellChunks))} KB`);
for (const name of [...shellChunks].sort((a, b) => gzipKb(b) - gzipKb(a))) {
  console.log(`  ${kb(gzipKb(name))} KB  ${name}`);
}
let isOver = false;
for (const { page, route } of PAGES) {
  const chunk = routeChunk(route);
  if (!chunk) {
    console.log(`\n${page}: no '${route}-*.js' chunk in this build`);
    continue;
  }
  const initial = withStaticImports([...entry, chunk]);
  const total = sum(initial);
  const own = [...initial].filter((name) => !shellChunks.has(name));
  isOver ||= total > BUDGET_KB;
  console.log(
    `\n${page}: ${kb(total)} KB = ${((total / BUDGET_KB) * 100).toFixed(0)}% of budget ${
      total > BUDGET_KB ? 'OVER' : 'ok'
    }`,
  );
  for (const name of own) console.log(`  ${kb(gzipKb(name))} KB  ${name}`);
}
const deferred = [...later].filter((name) => chunks.includes(name) && !shellChunks.has(name));
const notRoutes = deferred.filter(
  (name) => !PAGES.some(({ route }) => basename(name).startsWith(`${route}-`)),
);
console.log('\nloaded later by dynamic import (not counted):');
for (const name of notRoutes) console.log(`  ${kb(gzipKb(name))} KB  ${name}`);
process.exitCode = isOver ? 1 : 0;
