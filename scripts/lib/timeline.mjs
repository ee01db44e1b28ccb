// Where `npm test`'s time went: each phase's seconds, and the files that took longest.

import { relative } from 'node:path';
import { ROOT } from './workspace.mjs';

/** Runs `step`, adds its wall time under `name` to `phases`, and returns what it returned. */
export function timed(phases, name, step) {
  const started = performance.now();
  try {
    return step();
  } finally {
    phases.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}

function vitestFiles(report) {
  return (report?.testResults ?? []).map((file) => ({
    file: relative(ROOT, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

function playwrightSpecs(suite) {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)];
}

// Journeys of one file run in parallel: a file's figure is the sum of its tests' own durations.
function playwrightFiles(report) {
  const seconds = new Map();
  for (const spec of (report?.suites ?? []).flatMap(playwrightSpecs)) {
    for (const test of spec.tests) {
      const key = `e2e/${spec.file} [${test.projectName}]`;
      const took = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      seconds.set(key, (seconds.get(key) ?? 0) + took);
    }
  }
  return [...seconds].map(([file, total]) => ({ file, seconds: total }));
}

/** The timeline's lines: phases in order with a total, then the `count` slowest test files. */
export function timelineLines(phases, vitest, e2e, count = 10) {
  const width = Math.max(...phases.map((phase) => phase.name.length));
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const slowest = [...vitestFiles(vitest), ...playwrightFiles(e2e)]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
  return [
    'Timeline (seconds):',
    ...phases.map(
      (phase) => `  ${phase.name.padEnd(width)} ${phase.seconds.toFixed(0).padStart(6)}`,
    ),
    `  ${'total'.padEnd(width)} ${total.toFixed(0).padStart(6)}`,
    `Slowest ${slowest.length} test files (seconds):`,
    ...slowest.map((entry) => `  ${entry.seconds.toFixed(0).padStart(6)}  ${entry.file}`),
  ];
}
