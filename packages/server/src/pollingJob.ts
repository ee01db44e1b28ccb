/**
 * A background round run now and then every `pollMs` while started. Rounds never overlap: a
 * round asked for while another runs waits for it. `runOnce` is what tests and the loop call.
 */
export class PollingJob<Result> {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #stopped = true;

  /** `round` does one round's work; `onError` hears about a failed round of the loop. */
  constructor(
    private readonly round: () => Promise<Result>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs one round once the round in progress, if any, has ended. */
  runOnce(): Promise<Result> {
    const round = this.#running.then(this.round);
    this.#running = round.catch(() => undefined);
    return round;
  }

  /** Runs a round now and then every `pollMs` until stopped; a failed round does not stop it. */
  start(pollMs: number): void {
    this.#stopped = false;
    const tick = () => {
      this.runOnce()
        .catch(this.onError)
        .finally(() => {
          if (!this.#stopped) this.#timer = setTimeout(tick, pollMs).unref();
        });
    };
    tick();
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
