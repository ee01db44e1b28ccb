// Shared by the bench entry points whose work lives in the server package.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../packages/server/', import.meta.url));

/** Runs `entry` (a TypeScript file, relative to packages/server) through tsx; keeps its exit code. */
export function runServerScript(entry) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', entry], {
    cwd: SERVER,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
}
