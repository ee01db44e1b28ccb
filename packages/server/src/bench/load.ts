import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const PICK_PRODUCT = fileURLToPath(new URL('./pickProduct.cjs', import.meta.url));

/** One load run's figures. */
export interface Load {
  /** Requests per second over the whole run. */
  rate: number;
  p99: number;
  errors: number;
  requests: number;
  /** The main thread's (the server's) busy time per request, in µs: what the load generator cannot cap. */
  busyMicros: number;
}

function loadOf(result: autocannon.Result, busyMs: number): Load {
  const requests = result.requests.total;
  return {
    rate: requests / result.duration,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests,
    busyMicros: requests > 0 ? (busyMs * 1000) / requests : 0,
  };
}

// autocannon ends a run, and stamps its duration, at the first sample tick after the last
// response: at its default 1 s tick a 1.2 s run counts as 2 s. A 10 ms tick keeps rates true.
const SAMPLE_MS = 10;
const TIMEOUT_S = 120;

// The load runs in a worker thread so it does not share the server's event loop, whose busy
// time is then the server's own.
async function fire(options: autocannon.Options): Promise<Load> {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({
    connections: CONNECTIONS,
    workers: 1,
    sampleInt: SAMPLE_MS,
    // A slow answer is measured, not dropped: autocannon's 10 s default counted every first
    // render of a starved run (50 queued, the cores busy elsewhere) as an error with no latency.
    timeout: TIMEOUT_S,
    ...options,
  });
  return loadOf(result, performance.eventLoopUtilization(before).active);
}

/** `seconds` of 50 connections, each cycling through `paths` in order. */
export function fixedLoad(url: string, paths: readonly string[], seconds: number): Promise<Load> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  return fire({ url, duration: seconds, requests });
}

/**
 * History requests, each for its own product drawn by the worker: at random from `ids` for
 * `seconds`, or (`firstReads`) each of `ids` once, in order, none asked before. `path` is the
 * address asked for, `{id}` standing for the product's dp id (by default its whole history).
 */
export async function historyLoad(
  url: string,
  ids: readonly string[],
  dir: string,
  how: { seconds: number } | { firstReads: true },
  path = '/api/products/{id}/history?range=all',
): Promise<Load> {
  const file = join(dir, `pick-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(ids));
  // Worker threads start with a copy of this environment.
  process.env.BENCH_PICK_FILE = file;
  process.env.BENCH_PICK = 'seconds' in how ? 'random' : 'sequence';
  process.env.BENCH_PICK_PATH = path;
  const requests = [{ method: 'GET' as const, setupRequest: PICK_PRODUCT }];
  return 'seconds' in how
    ? fire({ url, duration: how.seconds, requests })
    : fire({ url, amount: ids.length, requests });
}

/** Padded the way Prettier lays out a Markdown table, so a written file stays formatted. */
export function markdownTable(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
}
