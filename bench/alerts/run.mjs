// `pnpm bench:alerts`: a price write on a product watched by 10,000 users (evaluated and queued in
// under a second), and a 200,000-row import's throughput with 100,000 watch-list entries against
// the same import without them. The work is in packages/server/src/bench/alertsBench.ts.
import { runServerScript } from '../lib/serverScript.mjs';

runServerScript('src/bench/alertsBench.ts');
