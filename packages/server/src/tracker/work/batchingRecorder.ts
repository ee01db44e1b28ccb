import type { ItemOutcome } from './recordOutcome.js';

/** Writes one batch of outcomes (the tracker's `record`). */
export type WriteOutcomes = (batch: readonly ItemOutcome[]) => Promise<void>;

// How long outcomes gather before they are written together. A write costs about as much as
// reading a page, so writing each outcome alone would halve a fast round's throughput; a tenth of
// a second is nothing to someone waiting for a pasted link.
const GATHER_MS = 100;

/**
 * Records outcomes as their looks finish rather than once a whole round is done, so a pasted link
 * opens moments after its page was read even when the round's other pages wait on their stores'
 * budgets. Outcomes that finish within a short window are written together, and writes never
 * overlap.
 */
export class BatchingRecorder {
  #pending: ItemOutcome[] = [];
  #window: ReturnType<typeof setTimeout> | undefined;
  #writes: Promise<void> = Promise.resolve();
  #failure: { error: unknown } | undefined;

  constructor(private readonly write: WriteOutcomes) {}

  /** Queues one outcome; it is written with the others that finish within the window. */
  add(result: ItemOutcome): void {
    this.#pending.push(result);
    this.#window ??= setTimeout(() => this.#flush(), GATHER_MS);
  }

  /**
   * Writes what is still gathering at once and resolves once everything added is written; rejects
   * with the first failed write's error.
   */
  async settled(): Promise<void> {
    this.#flush();
    await this.#writes;
    if (this.#failure) throw this.#failure.error;
  }

  #flush(): void {
    clearTimeout(this.#window);
    this.#window = undefined;
    if (this.#pending.length === 0) return;
    const batch = this.#pending;
    this.#pending = [];
    this.#writes = this.#writes.then(() => this.#writeBatch(batch));
  }

  async #writeBatch(batch: readonly ItemOutcome[]): Promise<void> {
    try {
      await this.write(batch);
    } catch (error) {
      // Kept for settled(): a failed batch leaves its items claimed, so their leases lapse and
      // they are handed out again; later batches are still written.
      this.#failure ??= { error };
    }
  }
}
