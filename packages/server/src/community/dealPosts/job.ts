import type { Db } from '../../db/schema.js';
import type { DealRulesView } from '../../prices/service.js';
import { postRealDeals } from './autoPosts.js';

/**
 * The background job that turns real drops into posts: each round makes sure today's verdicts
 * were computed (a price that holds still writes nothing, so the day's refresh may not have run),
 * then posts the real deals that have no open post. Rounds never overlap.
 */
export class DealPostJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly deals: { ensureDeals(): Promise<void>; dealRules(): DealRulesView },
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs one round: today's verdicts, then a post for each new real deal. */
  runOnce(): Promise<void> {
    const round = this.#running.then(async () => {
      await this.deals.ensureDeals();
      await postRealDeals(this.db, this.deals.dealRules(), this.clock());
    });
    this.#running = round.catch(() => undefined);
    return round;
  }

  /** Runs a round now and then every `pollMs` until stopped. */
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
