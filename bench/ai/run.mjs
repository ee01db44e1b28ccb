// `pnpm bench:ai`: the time the server adds to the provider's time to first token (a loopback fake
// provider, measured directly and through GET /api/ai/rate), and 200 concurrent answer streams
// through the server. The work is in packages/server/src/bench/aiBench.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../packages/server/', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', 'src/bench/aiBench.ts'],
  { cwd: SERVER, stdio: 'inherit' },
);
process.exitCode = result.status ?? 1;
