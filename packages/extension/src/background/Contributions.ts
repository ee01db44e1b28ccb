import {
  ApiError,
  NetworkError,
  RateLimitedError,
  ServerError,
  type PriceObservationInput,
} from '@pricetrail/services';
import {
  FLUSH_DELAY_MS,
  contributionStateOf,
  enqueue,
  nextSendAt,
  settle,
  takeBatch,
  type ContributionState,
  type QueuedReading,
  type SendOutcome,
} from './contributionQueue';
import { STORAGE_KEYS, isContributing, serverOrigin, type KeyValueArea } from './settings';

/** What the contribution queue needs from the worker. */
export interface ContributionDeps {
  /** chrome.storage.local: the queue survives the worker's sleep. */
  readonly storage: KeyValueArea;
  /** Sends one batch to `origin` (ObservationsApi in the worker, a fake in tests). */
  readonly report: (origin: string, batch: readonly PriceObservationInput[]) => Promise<unknown>;
  /** Epoch milliseconds. */
  readonly now: () => number;
  /** Asks for `flush()` at `atMs` (epoch ms); null cancels. */
  readonly schedule: (atMs: number | null) => void;
}

/** How a failed send is taken: wait out a 429 or an unreachable server, drop what it refused. */
export function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof RateLimitedError) {
    return error.retryAfterSeconds === undefined
      ? { kind: 'rate_limited' }
      : { kind: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof NetworkError || error instanceof ServerError) return { kind: 'unreachable' };
  if (error instanceof ApiError) return { kind: 'refused' };
  throw error;
}

/**
 * The queue of readings on their way to `POST /api/prices/observations`: at most one per SKU per
 * ten minutes, sent in batches, holding back after a 429 for as long as the server says. Its
 * state lives in chrome.storage; changes to it run one at a time.
 */
export class Contributions {
  readonly #deps: ContributionDeps;
  #chain: Promise<unknown> = Promise.resolve();
  #isSending = false;

  constructor(deps: ContributionDeps) {
    this.#deps = deps;
  }

  /** Queues a reading (unless contributing is off or its SKU was queued lately). */
  add(reading: QueuedReading): Promise<boolean> {
    return this.#locked(async () => {
      if (!(await isContributing(this.#deps.storage))) return false;
      const now = this.#deps.now();
      const { state, isQueued } = enqueue(await this.#read(), reading, now);
      await this.#write(state);
      if (isQueued) this.#deps.schedule(Math.max(now + FLUSH_DELAY_MS, state.notBefore));
      return isQueued;
    });
  }

  /** Sends the next batch when one is due, then asks to be called again for the rest. */
  async flush(): Promise<void> {
    if (this.#isSending) return;
    this.#isSending = true;
    try {
      const taken = await this.#locked(async () => {
        const now = this.#deps.now();
        if (!(await isContributing(this.#deps.storage))) {
          await this.#write({ ...(await this.#read()), queue: [] });
          this.#deps.schedule(null);
          return null;
        }
        const { batch, state } = takeBatch(await this.#read(), now);
        await this.#write(state);
        if (batch.length === 0) this.#deps.schedule(nextSendAt(state, now));
        return batch.length === 0 ? null : batch;
      });
      if (!taken) return;
      const outcome = await this.#send(taken);
      await this.#locked(async () => {
        const now = this.#deps.now();
        const state = settle(await this.#read(), taken, outcome, now);
        await this.#write(state);
        this.#deps.schedule(nextSendAt(state, now));
      });
    } finally {
      this.#isSending = false;
    }
  }

  async #send(batch: readonly QueuedReading[]): Promise<SendOutcome> {
    try {
      const origin = await serverOrigin(this.#deps.storage);
      await this.#deps.report(
        origin,
        batch.map((reading) => reading.observation),
      );
      return { kind: 'sent' };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  async #read(): Promise<ContributionState> {
    return contributionStateOf(await this.#deps.storage.get(STORAGE_KEYS.contributions));
  }

  #write(state: ContributionState): Promise<void> {
    return this.#deps.storage.set(STORAGE_KEYS.contributions, state);
  }

  #locked<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#chain.then(task, task);
    this.#chain = run.catch(() => undefined);
    return run;
  }
}
