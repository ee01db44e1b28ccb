import type { FakeStore } from '../../fakes/fakeStore.js';
import { ScaleClient } from './client.js';
import type { Ledger } from './ledger.js';

/** One check's verdict and the line it prints. */
export interface Verdict {
  isOk: boolean;
  line: string;
}

/** Every acknowledged report is in its product's history (read through `origin`). */
export async function reportsKept(ledger: Ledger, origin: string): Promise<Verdict> {
  const reader = new ScaleClient(origin, origin, '127.0.0.1');
  const lost: string[] = [];
  for (const report of ledger.reports) {
    const history = await reader.get<{ listPrice?: [number, number][] }>(
      `/api/products/${report.dpId}/history`,
      { range: 'all' },
    );
    const points = history.body?.listPrice ?? [];
    const isKept = points.some(
      ([ts, price]) => ts === report.observedAt && price === report.listPrice,
    );
    if (!isKept) lost.push(`${report.dpId} (HTTP ${history.status})`);
  }
  const accepted = ledger.reports.filter((r) => r.status === 'accepted').length;
  return {
    isOk: lost.length === 0,
    line:
      `acknowledged reports read back: ${ledger.reports.length - lost.length} of ${ledger.reports.length} ` +
      `(${accepted} accepted, ${ledger.reports.length - accepted} pending)` +
      (lost.length > 0 ? `; LOST: ${lost.slice(0, 5).join(', ')}` : ''),
  };
}

/** Every acknowledged sign-up still has its account and its session (`/User/Detail`). */
export async function signUpsKept(ledger: Ledger): Promise<Verdict> {
  const lost: string[] = [];
  for (const { phone, browser } of ledger.signUps) {
    const detail = await browser.get<{ code?: number }>('/User/Detail', {}, true);
    if (detail.body?.code !== 1) lost.push(`${phone} (HTTP ${detail.status})`);
  }
  return {
    isOk: lost.length === 0,
    line:
      `acknowledged sign-ups signed in at the end: ${ledger.signUps.length - lost.length} of ${ledger.signUps.length}` +
      (lost.length > 0 ? `; LOST: ${lost.slice(0, 5).join(', ')}` : ''),
  };
}

/**
 * Waits (up to `timeoutMs`) for every queued link to become a product, then counts the fake
 * store's fetches of each: exactly one per link.
 */
export async function trackedOnce(
  ledger: Ledger,
  store: FakeStore,
  origin: string,
  timeoutMs: number,
): Promise<Verdict> {
  const reader = new ScaleClient(origin, origin, '127.0.0.1');
  const waiting = new Set(ledger.tracked);
  const deadline = Date.now() + timeoutMs;
  while (waiting.size > 0 && Date.now() < deadline) {
    for (const sku of [...waiting]) {
      const url = `https://item.jd.com/${sku}.html`;
      if ((await reader.get('/api/trend/resolve', { url })).status === 200) waiting.delete(sku);
    }
    if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const fetches = new Map<string, number>();
  for (const { path } of store.requests) {
    const sku = /^\/(\d+)\.html/.exec(path)?.[1];
    if (sku && ledger.tracked.has(sku)) fetches.set(sku, (fetches.get(sku) ?? 0) + 1);
  }
  const twice = [...fetches].filter(([, count]) => count > 1);
  const done = ledger.tracked.size - waiting.size;
  return {
    isOk: waiting.size === 0 && twice.length === 0,
    line:
      `tracked links: ${done} of ${ledger.tracked.size} became products; fetched ` +
      `${[...fetches.values()].reduce((a, b) => a + b, 0)} times at the fake store, ` +
      `${twice.length} fetched more than once` +
      (twice.length > 0
        ? ` (${twice
            .slice(0, 5)
            .map(([s, c]) => `${s}×${c}`)
            .join(', ')})`
        : ''),
  };
}
