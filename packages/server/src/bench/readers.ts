// `pnpm bench:tracker` (readers part): pages read per second, decode + parse + read, on one core,
// over every store-page fixture and over the JD-sized page alone, with the JD-sized page's parts
// apart. Prints a Markdown table.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { readProductPage } from '@pricetrail/core';
import { readFetchedPage } from '../fetchedPages/readFetchedPage.js';
import { toPageInput } from '../fetchedPages/toPageInput.js';

const RUN_MS = 4_000;
const WARM_UP_MS = 1_000;
const BIG_PAGE = 'jd/big-classic.html';

interface Page {
  url: string;
  bytes: Uint8Array;
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Runs `work` over `pages` round-robin for `ms` of wall time, returning pages per second of this
 * process's CPU time: what one core does, however many other processes share the machine.
 */
function pagesPerSecond(pages: readonly Page[], ms: number, work: (page: Page) => unknown): number {
  let count = 0;
  const start = performance.now();
  const cpuStart = cpuSeconds();
  while (performance.now() - start < ms) {
    for (const page of pages) work(page);
    count += pages.length;
  }
  return count / (cpuSeconds() - cpuStart);
}

function measure(label: string, pages: readonly Page[], work: (page: Page) => unknown) {
  pagesPerSecond(pages, WARM_UP_MS, work);
  const rate = pagesPerSecond(pages, RUN_MS, work);
  const bytes = pages.reduce((sum, page) => sum + page.bytes.length, 0) / pages.length;
  const mbPerSecond = (rate * bytes) / 1e6;
  return `| ${label} | ${pages.length} | ${(bytes / 1024).toFixed(1)} KiB | ${Math.round(rate)} pages/s | ${mbPerSecond.toFixed(1)} MB/s | ${(1000 / rate).toFixed(2)} ms |`;
}

const FIXTURES = fileURLToPath(new URL('../../../core/fixtures/store-pages/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${FIXTURES}index.json`, 'utf8')) as {
  file: string;
  url: string;
}[];
const toPage = (entry: { file: string; url: string }): Page => ({
  url: entry.url,
  bytes: readFileSync(`${FIXTURES}${entry.file}`),
});
const all = manifest.map(toPage);
const bigEntry = manifest.find((entry) => entry.file === BIG_PAGE);
if (!bigEntry) throw new Error(`${BIG_PAGE} is not in the manifest`);
const bigPage = toPage(bigEntry);
const big = [bigPage];
// Read once first, so that the read-only line times reading, not the parse the first reading makes.
const bigInput = toPageInput(bigEntry.url, bigPage.bytes);
readProductPage(bigInput);

const rows = [
  measure('every fixture, decode + parse + read', all, (page) =>
    readFetchedPage(page.url, page.bytes),
  ),
  measure(`${BIG_PAGE}, decode + parse + read`, big, (page) =>
    readFetchedPage(page.url, page.bytes),
  ),
  measure(
    `${BIG_PAGE}, scripts only (scan + decode)`,
    big,
    (page) => toPageInput(page.url, page.bytes).scripts,
  ),
  measure(`${BIG_PAGE}, document up to the item column`, big, (page) =>
    toPageInput(page.url, page.bytes).document.querySelector('.page-right, .itemInfo-wrap'),
  ),
  measure(`${BIG_PAGE}, read only (parsed once)`, big, () => readProductPage(bigInput)),
];

process.stdout.write(
  [
    `Readers on Node ${process.version}, one thread, per second of CPU time (${RUN_MS / 1000} s of wall time per line after ${WARM_UP_MS / 1000} s of warm-up):`,
    '',
    '| pages | fixtures | mean size | rate (per CPU second) | throughput | CPU per page |',
    '| ----- | -------- | --------- | --------------------- | ---------- | ------------ |',
    ...rows,
    '',
  ].join('\n'),
);
