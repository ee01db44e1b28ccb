// `pnpm bench:api`: builds (once) a 10-million-point SQLite database under data/bench/, then
// measures the history endpoint against a bare node:http server, search latency and the import
// path's throughput as a share of a raw better-sqlite3 insert of the same rows; writes
// docs/benchmarks.md. The work is in packages/server/src/bench.
import { runServerScript } from '../lib/serverScript.mjs';

runServerScript('src/bench/main.ts');
