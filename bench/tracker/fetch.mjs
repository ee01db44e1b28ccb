// `bench/tracker/fetch.mjs`: the tracker's fetch → ingest throughput against the loopback fake
// store with the store budget lifted (goal ≥ 100 products/s). The work is in
// packages/server/src/bench/trackerFetch.ts.
import { runServerScript } from '../lib/serverScript.mjs';

runServerScript('src/bench/trackerFetch.ts');
