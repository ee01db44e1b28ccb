// `pnpm bench:scale` (not in CI; about three minutes): PostgreSQL, two `pricetrail serve` and two
// `pricetrail worker` processes from the build behind Debian's nginx with deploy/nginx's config,
// a mixed load while one serve instance is killed with SIGKILL and restarted, then the checks
// (README "Running it for real"). SCALE_SECONDS shortens the load, e.g. SCALE_SECONDS=20.
// The work is in packages/server/src/bench/scale.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runServerScript } from '../lib/serverScript.mjs';

const BUILT = fileURLToPath(new URL('../../packages/server/dist/cli.js', import.meta.url));

if (!existsSync(BUILT)) {
  const built = spawnSync('pnpm', ['build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
runServerScript('src/bench/scale/main.ts');
