// `node bench/scale/bytesPerPoint.mjs`: what one stored price run and one product take on disk on
// SQLite and on PostgreSQL (table and index bytes of the seeded demo catalogue), the measured
// input of docs/scale.md's capacity model. BYTES_PRODUCTS sets the sample (default 5,000).
// The work is in packages/server/src/bench/scale/bytesPerPoint.ts.
import { runServerScript } from '../lib/serverScript.mjs';

runServerScript('src/bench/scale/bytesPerPoint.ts');
