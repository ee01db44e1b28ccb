import type { CategorySpec } from './data/index.js';
import { between, intBetween, type Rng } from './random.js';
import type { Timeline } from './timeline.js';

/** From `day` on, a cluster's list price is its base price times `factor`. */
export interface ListStep {
  day: number;
  factor: number;
}

/** Moves an ordinary list-price change out of the quiet run-up to a 618 / 双11. */
function outOfQuiet(day: number, timeline: Timeline, rng: Rng): number {
  let d = day;
  if (timeline.quiet[d - timeline.firstDay] !== 1) return d;
  while (d <= timeline.lastDay && timeline.quiet[d - timeline.firstDay] === 1) d++;
  d += intBetween(rng, 0, 10);
  while (d <= timeline.lastDay && timeline.quiet[d - timeline.firstDay] === 1) d++;
  return d;
}

/**
 * The official list-price path of one goods cluster: a yearly drift (new models get cheaper,
 * groceries dearer) applied in a few steps, and for some clusters a late rise.
 */
export function clusterListSteps(
  spec: CategorySpec,
  timeline: Timeline,
  startDay: number,
  rng: Rng,
): ListStep[] {
  const span = timeline.lastDay - startDay;
  const drift = between(rng, spec.drift[0], spec.drift[1]);
  const moves = Math.round((span / 365) * between(rng, 0.7, 2.5));
  const days = new Set<number>();
  for (let i = 0; i < moves; i++) {
    const day = outOfQuiet(startDay + intBetween(rng, 1, Math.max(1, span)), timeline, rng);
    if (day <= timeline.lastDay) days.add(day);
  }
  let riseDay = Infinity;
  let rise = 1;
  if (span > 240 && rng() < 0.2) {
    riseDay = outOfQuiet(timeline.lastDay - intBetween(rng, 30, 120), timeline, rng);
    rise = between(rng, 1.08, 1.25);
    if (riseDay <= timeline.lastDay) days.add(riseDay);
  }
  const steps: ListStep[] = [{ day: startDay, factor: 1 }];
  for (const day of [...days].sort((a, b) => a - b)) {
    const drifted = Math.max(0.45, 1 + (drift * (day - startDay)) / 365);
    const factor = drifted * between(rng, 0.98, 1.02) * (day >= riseDay ? rise : 1);
    steps.push({ day, factor });
  }
  return steps;
}
