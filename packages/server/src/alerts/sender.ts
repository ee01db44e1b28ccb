import type { Db } from '../db/schema.js';
import { deliverDue, type DeliveryContext } from './deliver.js';
import { dispatchDue } from './dispatch.js';

/** What one round of the sender did. */
export interface SendRound {
  dispatched: number;
  sent: number;
}

/**
 * The background sender: dispatches the outbox and sends what is due, every `pollMs` while
 * started. Rounds never overlap; `runOnce` is what tests and the loop call.
 */
export class AlertSender {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly context: () => DeliveryContext,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs one round: dispatch every waiting event, then send every due delivery. */
  runOnce(): Promise<SendRound> {
    const round = this.#running.then(async () => {
      const context = this.context();
      const dispatched = await dispatchDue(
        this.db,
        this.clock(),
        context.channels.email !== undefined,
      );
      const sent = await deliverDue(this.db, this.clock, context);
      return { dispatched, sent };
    });
    this.#running = round.catch(() => undefined);
    return round;
  }

  /** Starts polling every `pollMs`. */
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
