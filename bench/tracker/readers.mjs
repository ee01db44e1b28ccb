// The readers part of `pnpm bench:tracker`: pages read per second (decode + parse + read) over the
// store-page fixtures and over the JD-sized page, on one core. The work is in
// packages/server/src/bench/readers.ts.
import { runServerScript } from '../lib/serverScript.mjs';

runServerScript('src/bench/readers.ts');
