/**
 * The turns of a store's loads: when a newer load starts (a new page, a new query) or the store
 * stops, answers still on their way must not land. Each load takes a turn and asks, after every
 * wait, whether it is still the newest.
 */
export class LoadTurns {
  #latest = 0;

  /** Starts a load; the check it returns says whether that load is still the newest. */
  next(): () => boolean {
    this.#latest += 1;
    return this.#checkFor(this.#latest);
  }

  /** The check for the turn now running, without starting one (work that follows a load). */
  current(): () => boolean {
    return this.#checkFor(this.#latest);
  }

  /** Makes every load on its way stale (a panel closed, a flow stopped). */
  cancel(): void {
    this.#latest += 1;
  }

  #checkFor(turn: number): () => boolean {
    return () => turn === this.#latest;
  }
}
