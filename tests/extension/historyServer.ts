import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedProduct } from '@pricetrail/core';
import { freePort } from '../../packages/server/src/throwaway/freePort.ts';

const CLI = fileURLToPath(new URL('../../packages/server/dist/cli.js', import.meta.url));
const DAY = 86_400;

/** One product's known history: its all-time low, its 30-day low, and a recent higher price. */
export interface KnownHistory {
  product: ParsedProduct;
  title: string;
  /** Today's page price in fen: the history is drawn around it. */
  price: number;
  /** The store's promotion and coupon texts on the latest day, for the top bar. */
  promo?: string;
  coupon?: string;
}

/** A built server (`pnpm build`) on a fresh data folder, seeded with one product's history. */
export interface HistoryServer {
  origin: string;
  /** Stops the server and deletes its data. */
  stop(): void;
}

async function waitForServer(url: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function importHistory(dataDir: string, history: KnownHistory): void {
  const { product, title, price, promo, coupon } = history;
  const now = Math.floor(Date.now() / 1000);
  const points: [share: number, daysAgo: number][] = [
    [0.8, 120],
    [0.9, 40],
    [1.05, 2],
  ];
  const rows = points.map(([share, daysAgo], index) => {
    const fen = Math.round(price * share);
    const isLatest = index === points.length - 1;
    return JSON.stringify({
      dpId: product.dpId,
      url: product.canonicalUrl,
      title,
      listPrice: fen,
      finalPrice: fen,
      observedAt: now - daysAgo * DAY,
      ...(isLatest ? { promo, coupon } : {}),
    });
  });
  const file = join(dataDir, 'history.jsonl');
  writeFileSync(file, `${rows.join('\n')}\n`);
  execFileSync(process.execPath, [CLI, 'import', file], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
}

/** Starts the built server with the product's history imported; the tracker stays off. */
export async function startHistoryServer(history: KnownHistory): Promise<HistoryServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-history-server-'));
  importHistory(dataDir, history);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [CLI, 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRACKER: 'off',
    },
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${origin}/api/health`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
