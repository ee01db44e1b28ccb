// `npm test`: every check the project has, ending with where the time went and one
// 'N passed, N failed' line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureInstalled } from './lib/workspace.mjs';
import { ensureSystemPackages } from './lib/system.mjs';
import { playwrightFailures, vitestFailures } from './lib/failures.mjs';
import { runStep } from './lib/steps.mjs';
import { measure, timelineLines } from './lib/timeline.mjs';

const RESULTS = join(ROOT, 'test-results');

function readJson(file) {
  const path = join(RESULTS, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

// Each phase's steps run side by side: on two cores a lone step leaves one of them mostly idle
// (tsc, ESLint and the journeys' waits are single-threaded), so two at once fill both.
const PHASES = [
  {
    name: 'checks',
    steps: [
      ['typecheck', ['typecheck']],
      ['lint', ['lint']],
      ['format', ['format:check']],
      ['build', ['build']],
    ],
  },
  {
    name: 'tests',
    steps: [
      [
        'vitest',
        [
          'exec',
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(RESULTS, 'vitest.json')}`,
        ],
      ],
      // The journeys run against the built site and server: without a build they cannot pass.
      ['e2e', ['exec', 'playwright', 'test'], { needs: 'build' }],
    ],
  },
];

const phases = [];
for (const [name, setUp] of [
  ['system packages', ensureSystemPackages],
  ['install', ensureInstalled],
]) {
  phases.push({ name, ...(await measure(setUp)) });
}
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const failedSteps = [];
for (const phase of PHASES) {
  console.info(`\n━━ ${phase.name}: ${phase.steps.map(([name]) => name).join(', ')} ━━`);
  const steps = [];
  const measured = await measure(() =>
    Promise.all(
      phase.steps.map(async ([name, args, { needs } = {}]) => {
        if (needs && failedSteps.includes(needs)) {
          console.error(`\n${name} skipped: ${needs} failed`);
          failedSteps.push(name);
          return;
        }
        const { result: code, seconds } = await measure(() => runStep(name, args));
        steps.push({ name, seconds });
        if (code !== 0) failedSteps.push(name);
      }),
    ),
  );
  phases.push({ name: phase.name, seconds: measured.seconds, busy: measured.busy, steps });
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
