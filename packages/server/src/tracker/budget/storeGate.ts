import type { TrackerClock } from '../clock.js';
import { backoffDelay, type BackoffPolicy } from './backoff.js';

/** One store's request budget. */
export interface StoreBudget {
  /** Requests started per minute (Infinity lifts the limit). */
  perMinute: number;
  /** Requests in flight at once. */
  concurrency: number;
}

/** What `GET /api/health` says of a store. */
export type StoreState =
  { state: 'ok' } | { state: 'backing_off'; until: number } | { state: 'paused'; until: number };

/** What went wrong with a request, as the budget sees it. */
export type Trouble = 'blocked' | 'error';

/**
 * One store's gate: requests start no closer together than the per-minute budget allows, no more
 * than `concurrency` run at once, trouble backs the store off exponentially, and repeated blocks
 * pause it (the breaker) until the pause runs out; the next block re-opens it at once.
 */
export class StoreGate {
  #active = 0;
  readonly #waiting: (() => void)[] = [];
  #nextStart = 0;
  #troubles = 0;
  #blocks = 0;
  #closedUntil = 0;
  #paused = false;

  constructor(
    private readonly budget: StoreBudget,
    private readonly policy: BackoffPolicy,
    private readonly clock: TrackerClock,
    private readonly random: () => number = Math.random,
  ) {}

  /** When the store may be asked again (epoch ms; now or earlier when it is open). */
  get openAt(): number {
    return this.#closedUntil;
  }

  /** Open, backing off until …, or paused until …. */
  state(): StoreState {
    const now = this.clock.now();
    if (this.#closedUntil <= now) return { state: 'ok' };
    return { state: this.#paused ? 'paused' : 'backing_off', until: this.#closedUntil };
  }

  /**
   * Waits for a slot within the budget and answers its release, or undefined when the store is
   * backing off or paused (the caller tries again at `openAt`).
   */
  async acquire(signal?: AbortSignal): Promise<(() => void) | undefined> {
    if (this.#closedUntil > this.clock.now()) return undefined;
    if (this.#active >= this.budget.concurrency) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#active++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.#active--;
      this.#waiting.shift()?.();
    };
    try {
      const interval = Number.isFinite(this.budget.perMinute) ? 60_000 / this.budget.perMinute : 0;
      const start = Math.max(this.clock.now(), this.#nextStart);
      this.#nextStart = start + interval;
      await this.clock.sleep(start - this.clock.now(), signal);
      if (this.#closedUntil > this.clock.now()) {
        release();
        return undefined;
      }
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }

  /** A page came back readable: the store is fine again. */
  succeeded(): void {
    this.#troubles = 0;
    this.#blocks = 0;
    this.#paused = false;
  }

  /** Trouble: back off (at least `retryAfterMs` when the store said so); blocks feed the breaker. */
  failed(trouble: Trouble, retryAfterMs = 0): void {
    this.#troubles++;
    if (trouble === 'blocked') this.#blocks++;
    const now = this.clock.now();
    if (this.#blocks >= this.policy.breakerThreshold) {
      this.#paused = true;
      this.#closedUntil = now + this.policy.pauseMs;
      return;
    }
    const wait = Math.max(retryAfterMs, backoffDelay(this.policy, this.#troubles, this.random));
    this.#closedUntil = Math.max(this.#closedUntil, now + wait);
  }
}
