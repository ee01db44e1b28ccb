// The readers part of `pnpm bench:tracker`: pages read per second (decode + parse + read) over the
// store-page fixtures and over the JD-sized page, on one core. The work is in
// packages/server/src/bench/readers.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../packages/server/', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', 'src/bench/readers.ts'],
  { cwd: SERVER, stdio: 'inherit' },
);
process.exitCode = result.status ?? 1;
