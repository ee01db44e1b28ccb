import type { Ledger, Outcome } from './ledger.js';

/** Something that happened to the cluster during the load, at `at` ms into the run. */
export interface ClusterEvent {
  at: number;
  what: string;
}

/** When the instance was signalled, and when this process saw it exit (ms into the run). */
export interface Kill {
  signalledAt: number;
  exitedAt: number;
}

/**
 * Failures that may have been in flight on the killed instance: sent before it was seen to exit
 * (requests reach it until it is gone), and ended after it was signalled.
 */
export function inFlightAtKill(outcome: Outcome, kill: Kill): boolean {
  return !outcome.isOk && outcome.started < kill.exitedAt && outcome.ended >= kill.signalledAt;
}

/** Per second of the load: requests ended well and failed, with the cluster's events. */
export function timelineLines(
  ledger: Ledger,
  events: readonly ClusterEvent[],
  seconds: number,
): string[] {
  const ok = new Array<number>(seconds + 1).fill(0);
  const failed = new Array<number>(seconds + 1).fill(0);
  for (const outcome of ledger.outcomes) {
    const second = Math.min(seconds, Math.floor(outcome.ended / 1000));
    if (outcome.isOk) ok[second] = (ok[second] ?? 0) + 1;
    else failed[second] = (failed[second] ?? 0) + 1;
  }
  const lines: string[] = [];
  for (let second = 0; second <= seconds; second++) {
    const marks = events
      .filter((event) => Math.floor(event.at / 1000) === second)
      .map((event) => `  ← ${event.what} at ${(event.at / 1000).toFixed(2)} s`);
    const errors = failed[second] ?? 0;
    if (ok[second] === 0 && errors === 0 && marks.length === 0) continue;
    lines.push(
      `  ${String(second).padStart(4)} s  ${String(ok[second]).padStart(5)} ok  ${String(errors).padStart(3)} failed${marks.join('')}`,
    );
  }
  return lines;
}

/** Requests per action: done, failed, and the p50/p99 latency of those that ended well. */
export function actionLines(ledger: Ledger): string[] {
  const byAction = new Map<string, Outcome[]>();
  for (const outcome of ledger.outcomes) {
    byAction.set(outcome.action, [...(byAction.get(outcome.action) ?? []), outcome]);
  }
  return [...byAction].map(([action, outcomes]) => {
    const times = outcomes
      .filter((o) => o.isOk)
      .map((o) => o.ended - o.started)
      .sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    const failed = outcomes.length - times.length;
    return `  ${action.padEnd(8)} ${String(outcomes.length).padStart(6)} done ${String(failed).padStart(4)} failed  p50 ${at(0.5).toFixed(0)} ms  p99 ${at(0.99).toFixed(0)} ms`;
  });
}
