// `npm test`: every check the project has, ending with one 'N passed, N failed' line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureInstalled, pnpm } from './lib/workspace.mjs';
import { ensureSystemPackages } from './lib/system.mjs';
import { playwrightFailures, vitestFailures } from './lib/failures.mjs';
import { timed, timelineLines } from './lib/timeline.mjs';

const RESULTS = join(ROOT, 'test-results');

function readJson(file) {
  const path = join(RESULTS, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const phases = [];
timed(phases, 'system packages', ensureSystemPackages);
timed(phases, 'install', ensureInstalled);
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const steps = [
  ['lint', () => pnpm(['lint'])],
  ['format', () => pnpm(['format:check'])],
  ['typecheck', () => pnpm(['typecheck'])],
  ['build', () => pnpm(['build'])],
  [
    'vitest',
    () =>
      pnpm([
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(RESULTS, 'vitest.json')}`,
      ]),
  ],
  ['e2e', () => pnpm(['exec', 'playwright', 'test'])],
];

const failedSteps = [];
for (const [name, step] of steps) {
  console.info(`\n━━ ${name} ━━`);
  if (timed(phases, name, step) !== 0) failedSteps.push(name);
}

const vitest = readJson('vitest.json');
const e2e = readJson('e2e.json');
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0) + (e2e?.stats.flaky ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats.skipped ?? 0);

const failures = [...vitestFailures(vitest), ...playwrightFailures(e2e)];
if (failures.length > 0) console.error(`\nFailed tests:\n${failures.join('\n')}`);
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
console.info(`\n${timelineLines(phases, vitest, e2e).join('\n')}`);
console.info(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0;
