// `bench/tracker/fetch.mjs`: the tracker's fetch → ingest throughput against the loopback fake
// store with the store budget lifted (goal ≥ 100 products/s). The work is in
// packages/server/src/tracker/testing/fetchBench.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../packages/server/', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', 'src/tracker/testing/fetchBench.ts'],
  { cwd: SERVER, stdio: 'inherit' },
);
process.exitCode = result.status ?? 1;
