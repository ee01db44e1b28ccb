// `pnpm bench:deals`: the deals list under load on 5,000 demo products (also a part of
// `pnpm bench:api`, which writes docs/benchmarks.md). The work is in packages/server/src/bench.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../packages/server/', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', 'src/bench/dealsMain.ts'],
  { cwd: SERVER, stdio: 'inherit' },
);
process.exitCode = result.status ?? 1;
