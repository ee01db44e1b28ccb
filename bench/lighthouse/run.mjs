#!/usr/bin/env node
// Lighthouse (mobile) for /home and a history page on the built site with the demo catalogue.
// Usage: pnpm bench:lighthouse   (SKIP_BUILD=1 reuses the current build; RUNS=n runs per page, 3 by default)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(root, 'packages/server/dist/cli.js');
const lighthouse = join(root, 'node_modules/.bin/lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url}`);
}

async function historyPath(base) {
  const answer = await fetch(`${base}/api/search?q=${encodeURIComponent('华为')}&page=1`).catch(
    () => undefined,
  );
  if (!answer?.ok) return undefined;
  const body = await answer.json();
  const dpId = body.items?.[0]?.product?.dpId;
  return dpId ? `/trend/${dpId}.html` : undefined;
}

function audit(url) {
  const out = execFileSync(
    lighthouse,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(out.toString());
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    scriptKbTransferred: Number(jsKb.toFixed(1)),
  };
}

async function main() {
  if (!process.env.SKIP_BUILD) execFileSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-lh-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  try {
    execFileSync('node', [cli, 'seed', '--demo'], { env, stdio: 'inherit' });
  } catch {
    console.warn('seed --demo is not available: measuring without the demo catalogue');
  }
  const server = spawn('node', [cli, 'serve'], { env, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const pages = { '/home': '/home' };
    const history = await historyPath(base);
    if (history) pages['history page'] = history;
    else console.warn('no demo product found: the history page is not measured');
    const runs = Number(process.env.RUNS ?? 3);
    const results = {};
    for (const [name, path] of Object.entries(pages)) {
      const all = Array.from({ length: runs }, () => audit(`${base}${path}`));
      all.sort((a, b) => a.performance - b.performance);
      results[name] = {
        ...all[Math.floor(all.length / 2)],
        runs: all.map((r) => r.performance).join('/'),
      };
    }
    console.log(`median of ${runs} mobile runs per page (CHROME_PATH=${chromePath})`);
    console.table(results);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
