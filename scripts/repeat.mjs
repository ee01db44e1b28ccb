// `pnpm test:repeat FILE N [-- extra args]`: runs one test file N times in a row and says how many
// runs failed, to shake out a test that passes only sometimes. A journey (`e2e/…`) runs N times in
// one Playwright run against one server (`--repeat-each`); any other file runs in N Vitest runs.
import { ROOT, ensureBuilt, ensureInstalled, pnpm } from './lib/workspace.mjs';
import { ensureSystemPackages } from './lib/system.mjs';
import { relative, resolve } from 'node:path';

const [file, count, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
const times = Number(count);
if (!file || !Number.isInteger(times) || times < 1) {
  console.error('usage: pnpm test:repeat FILE N [extra test-runner arguments]');
  process.exit(2);
}

ensureSystemPackages();
ensureInstalled();
const path = relative(ROOT, resolve(process.env.INIT_CWD ?? ROOT, file));

if (path.startsWith('e2e/')) {
  ensureBuilt();
  const args = ['exec', 'playwright', 'test', path, `--repeat-each=${times}`, ...extra];
  process.exit(pnpm(args));
}

let failed = 0;
for (let run = 1; run <= times; run += 1) {
  console.info(`\n━━ ${path}: run ${run} of ${times} ━━`);
  if (pnpm(['exec', 'vitest', 'run', path, ...extra]) !== 0) failed += 1;
}
console.info(`\n${path}: ${times - failed} of ${times} runs passed`);
process.exitCode = failed > 0 ? 1 : 0;
