// `pnpm bench:lists`: the deals, rankings and promotion lists under load on 5,000 demo products
// (also a part of `pnpm bench:api`, which writes docs/benchmarks.md). The work is in
// packages/server/src/bench.
import { runServerScript } from '../lib/serverScript.mjs';

runServerScript('src/bench/listsMain.ts');
