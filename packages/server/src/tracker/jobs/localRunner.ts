import type { TrackerClock } from '../clock.js';
import type { Tracker } from '../tracker.js';

/** Logs a failed round without stopping the loop. */
export type RoundErrorLog = (error: unknown) => void;

/**
 * The embedded runner: rounds in this process, back to back while there is work and every
 * `pollMs` when there is none, until `signal` aborts. Claims are leases in the database, so a
 * crash loses nothing: the items are handed out again when their leases run out.
 */
export async function runLocally(
  tracker: Tracker,
  options: { clock: TrackerClock; pollMs: number; signal: AbortSignal; onError: RoundErrorLog },
): Promise<void> {
  const { clock, pollMs, signal, onError } = options;
  while (!signal.aborted) {
    let handled = 0;
    try {
      handled = await tracker.round(signal);
    } catch (error) {
      if (signal.aborted) return;
      onError(error);
    }
    if (handled === 0) await clock.sleep(pollMs, signal).catch(() => undefined);
  }
}
