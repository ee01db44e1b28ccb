import { SITES, type Site } from '@pricetrail/core';
import type { TrackerClock } from '../clock.js';
import type { Tracker } from '../tracker.js';

/** Logs a failed round without stopping the loop. */
export type RoundErrorLog = (error: unknown) => void;

/** What the embedded runner needs besides the tracker. */
export interface LocalRunOptions {
  clock: TrackerClock;
  /** How long a lane with nothing to do waits before it looks again. */
  pollMs: number;
  signal: AbortSignal;
  onError: RoundErrorLog;
}

/**
 * The embedded runner: one lane per store, each running rounds of its own store back to back
 * while there is work and every `pollMs` when there is none, until `signal` aborts. Lanes keep a
 * slow or busy store from holding up a link pasted for another. Claims are leases in the
 * database, so a crash loses nothing: the items are handed out again when their leases run out.
 */
export async function runLocally(tracker: Tracker, options: LocalRunOptions): Promise<void> {
  // Each lane listens on a signal of its own: eight lanes' sleeps and fetches on one signal would
  // pass Node's ten-listener warning.
  await Promise.all(
    SITES.map((store) =>
      runLane(tracker, store, { ...options, signal: AbortSignal.any([options.signal]) }),
    ),
  );
}

async function runLane(tracker: Tracker, store: Site, options: LocalRunOptions): Promise<void> {
  const { clock, pollMs, signal, onError } = options;
  while (!signal.aborted) {
    let handled = 0;
    try {
      handled = await tracker.laneRound(store, signal);
    } catch (error) {
      if (signal.aborted) return;
      onError(error);
    }
    if (handled === 0) await clock.sleep(pollMs, signal).catch(() => undefined);
  }
}
