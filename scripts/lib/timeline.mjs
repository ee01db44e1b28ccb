// Where `npm test`'s time went: each phase's seconds and how busy the cores were, the steps that
// ran side by side within it, and the test files that took longest.

import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from './workspace.mjs';

/** The machine's busy and total CPU time so far (Linux /proc/stat), to tell idle cores apart. */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return undefined;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** Awaits `work`, and returns what it returned with its wall time and how busy the cores were. */
export async function measure(work) {
  const started = performance.now();
  const ticksBefore = cpuTicks();
  const result = await work();
  const ticksAfter = cpuTicks();
  const busy =
    ticksBefore && ticksAfter && ticksAfter.total > ticksBefore.total
      ? (ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total)
      : undefined;
  return { result, seconds: (performance.now() - started) / 1000, busy };
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

function phaseLine(indent, name, seconds, busy) {
  const share = busy === undefined ? '' : `  ${(busy * 100).toFixed(0).padStart(3)}%`;
  return `${indent}${name.padEnd(18 - indent.length)} ${seconds.toFixed(0).padStart(6)}${share}`;
}

/**
 * The timeline's lines: each phase (`{ name, seconds, busy, steps }`, its steps run side by side)
 * with a total, then the `count` slowest test files of the Vitest and Playwright reports.
 */
export function timelineLines(phases, vitest, e2e, count = 10) {
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const slowest = [...vitestFiles(vitest), ...playwrightFiles(e2e)]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
  return [
    'Timeline (seconds, and how busy the cores were):',
    ...phases.flatMap((phase) => [
      phaseLine('  ', phase.name, phase.seconds, phase.busy),
      ...(phase.steps ?? []).map((step) => phaseLine('    ', step.name, step.seconds)),
    ]),
    phaseLine('  ', 'total', total),
    `Slowest ${slowest.length} test files (seconds):`,
    ...slowest.map((entry) => `  ${entry.seconds.toFixed(0).padStart(6)}  ${entry.file}`),
  ];
}
