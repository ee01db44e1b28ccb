import type { TrackerClock } from '../tracker/clock.js';

/** A clock tests move by hand: `sleep` resolves only when `advance` passes its time. */
export class FakeClock implements TrackerClock {
  #now: number;
  #sleepers: { at: number; resolve: () => void }[] = [];

  constructor(startMs = Date.UTC(2026, 10, 11, 12)) {
    this.#now = startMs;
  }

  /** Now, epoch milliseconds. */
  now(): number {
    return this.#now;
  }

  /** Sleepers waiting on this clock. */
  get sleeping(): number {
    return this.#sleepers.length;
  }

  /** Resolves once the clock has been advanced by `ms`. */
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.#sleepers = this.#sleepers.filter((s) => s !== sleeper);
        reject(signal?.reason);
      };
      const sleeper = {
        at: this.#now + ms,
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.#sleepers.push(sleeper);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Moves time on and wakes every sleeper whose time has come. */
  advance(ms: number): void {
    this.#now += ms;
    const due = this.#sleepers.filter((s) => s.at <= this.#now);
    this.#sleepers = this.#sleepers.filter((s) => s.at > this.#now);
    for (const sleeper of due) sleeper.resolve();
  }
}
