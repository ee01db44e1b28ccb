// `pnpm bench:chart`: how fast PriceChart first draws 3,650 daily points × 2 lines in Chromium,
// and how many gzip bytes the chart adds to a page. Prints a table against the two targets.
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const DRAW_TARGET_MS = 30;
const GZIP_TARGET_BYTES = 30 * 1024;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CONTENT_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function print(line = '') {
  process.stdout.write(`${line}\n`);
}

/** Builds one page (chart.html or baseline.html) into its own folder, as production would. */
async function buildPage(page, outDir) {
  await build({
    root: HERE,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rollupOptions: { input: join(HERE, page) },
    },
  });
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());
}

/** Sum of the gzip sizes of a build's JS chunks. */
function gzipOfJs(dir) {
  return filesUnder(dir)
    .filter((path) => path.endsWith('.js'))
    .reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0);
}

/** A static server for one build folder on 127.0.0.1 and a free port. */
async function serve(dir) {
  const server = createServer((request, response) => {
    const path = resolve(dir, `.${decodeURIComponent(new URL(request.url, 'http://x').pathname)}`);
    if (!path.startsWith(dir + sep) || !statSync(path, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    });
    createReadStream(path).pipe(response);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** Loads the chart page afresh `RUNS` times (after one warm-up) and collects its draw timings. */
async function measureDraws(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(url);
      const result = await page.waitForFunction(() => window.__benchResult, null, {
        timeout: 30_000,
      });
      if (run > 0) results.push(await result.jsonValue());
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  print(line(rows[0]));
  print(widths.map((width) => '-'.repeat(width)).join('  '));
  rows.slice(1).forEach((row) => print(line(row)));
}

const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value, target) => `${(value / target).toFixed(2)}×`;
const verdict = (value, target) => (value <= target ? 'ok' : 'OVER');

const work = await mkdtemp(join(tmpdir(), 'pricetrail-bench-chart-'));
try {
  const chartDir = join(work, 'chart');
  const baselineDir = join(work, 'baseline');
  print('Building the chart page and the baseline page with Vite…');
  await buildPage('chart.html', chartDir);
  await buildPage('baseline.html', baselineDir);

  const { server, origin } = await serve(chartDir);
  let draws;
  try {
    print(`Measuring the first draw over ${RUNS} fresh page loads in Chromium…`);
    draws = await measureDraws(`${origin}/chart.html`);
  } finally {
    server.close();
  }

  const drawMs = draws.map((draw) => draw.drawMs);
  const mountMs = draws.map((draw) => draw.mountMs);
  const drawMedian = percentile(drawMs, 0.5);
  const drawP95 = percentile(drawMs, 0.95);
  const chartGzip = gzipOfJs(chartDir);
  const baselineGzip = gzipOfJs(baselineDir);
  const chartCost = chartGzip - baselineGzip;

  print();
  print(
    `PriceChart, 3,650 daily points × 2 lines (runs: ${drawMs.map((v) => v.toFixed(1)).join(', ')} ms)`,
  );
  print();
  table([
    ['measure', 'value', 'target', 'ratio', 'verdict'],
    [
      'first draw, median',
      ms(drawMedian),
      ms(DRAW_TARGET_MS),
      ratio(drawMedian, DRAW_TARGET_MS),
      verdict(drawMedian, DRAW_TARGET_MS),
    ],
    [
      'first draw, p95',
      ms(drawP95),
      ms(DRAW_TARGET_MS),
      ratio(drawP95, DRAW_TARGET_MS),
      verdict(drawP95, DRAW_TARGET_MS),
    ],
    ['mount → first draw, median', ms(percentile(mountMs, 0.5)), '—', '—', 'info'],
    ['JS gzip, page with chart', kb(chartGzip), '—', '—', 'info'],
    ['JS gzip, baseline page', kb(baselineGzip), '—', '—', 'info'],
    [
      'JS gzip, chart cost',
      kb(chartCost),
      kb(GZIP_TARGET_BYTES),
      ratio(chartCost, GZIP_TARGET_BYTES),
      verdict(chartCost, GZIP_TARGET_BYTES),
    ],
  ]);
  print();
  print(`First draw: from building the uPlot chart to the end of its first 'draw' hook.`);
  print(`Mount: from createRoot().render() to that same moment (React, data alignment, table).`);
  print(
    `Bundles: ${relative(process.cwd(), HERE) || '.'} built twice with Vite; gzip level 9 of every JS chunk.`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
