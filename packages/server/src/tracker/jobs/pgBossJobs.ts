import PgBoss from 'pg-boss';
import type { TrackerClock } from '../clock.js';
import type { Tracker } from '../tracker.js';
import { stillClaimed } from '../work/claims.js';
import type { WorkItem } from '../work/workItem.js';
import type { RoundErrorLog } from './localRunner.js';

/** The pg-boss queue every instance plans into and works from. */
export const FETCH_QUEUE = 'tracker-fetch';

/** How the shared jobs run. */
export interface PgBossJobOptions {
  connectionString: string;
  clock: TrackerClock;
  /** Seconds between planning rounds when there was nothing to plan. */
  pollS: number;
  /** Seconds a worker may hold a job before pg-boss hands it to another (a killed worker). */
  expireInSeconds?: number;
  /** Jobs one worker takes at a time (the store budgets still apply within them). */
  batchSize?: number;
  /** Seconds between pg-boss maintenance runs (which expire jobs of dead workers). */
  maintenanceIntervalSeconds?: number;
  onError: RoundErrorLog;
}

/**
 * Tracker jobs on PostgreSQL: every instance plans (claims due items in the database, so no item
 * is planned twice in one round) and enqueues one pg-boss job per item; every instance works the
 * queue. A job whose worker dies expires and is retried by another instance; a job whose claim
 * was taken over after a lapse is dropped, so a page is never fetched twice for one claim.
 */
export class PgBossJobs {
  readonly boss: PgBoss;
  readonly #tracker: Tracker;
  readonly #options: PgBossJobOptions;
  readonly #stopPlanning = new AbortController();
  readonly #stopWorking = new AbortController();
  #planner: Promise<void> | undefined;

  constructor(tracker: Tracker, options: PgBossJobOptions) {
    this.#tracker = tracker;
    this.#options = options;
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: 'pgboss',
      max: 4,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    this.boss.on('error', options.onError);
  }

  /** Starts pg-boss, the worker and the planning loop. */
  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(FETCH_QUEUE, {
      name: FETCH_QUEUE,
      retryLimit: 5,
      retryDelay: 5,
      expireInSeconds: this.#options.expireInSeconds ?? 15 * 60,
    });
    const pollingIntervalSeconds = Math.max(0.5, Math.min(this.#options.pollS, 2));
    await this.boss.work<WorkItem>(
      FETCH_QUEUE,
      { batchSize: this.#options.batchSize ?? 8, pollingIntervalSeconds },
      (jobs) => Promise.all(jobs.map((job) => this.#work(job.data))),
    );
    this.#planner = this.#plan();
  }

  async #work(item: WorkItem): Promise<void> {
    if (!(await stillClaimed(this.#tracker.db, item))) return;
    await this.#tracker.process(item, this.#stopWorking.signal);
  }

  /** Claims due items and enqueues them while the queue is short; answers how many. */
  async planOnce(): Promise<number> {
    const batch = this.#options.batchSize ?? 8;
    // Claims are leases: planning far ahead of the workers would let them lapse in the queue.
    if ((await this.boss.getQueueSize(FETCH_QUEUE)) >= batch * 2) return 0;
    const items = await this.#tracker.claim();
    if (items.length === 0) return 0;
    await this.boss.insert(items.map((item) => ({ name: FETCH_QUEUE, data: item })));
    return items.length;
  }

  async #plan(): Promise<void> {
    const { clock, pollS, onError } = this.#options;
    const signal = this.#stopPlanning.signal;
    while (!signal.aborted) {
      let planned = 0;
      try {
        planned = await this.planOnce();
      } catch (error) {
        if (signal.aborted) return;
        onError(error);
      }
      if (planned === 0) await clock.sleep(pollS * 1000, signal).catch(() => undefined);
    }
  }

  /**
   * Stops planning and working. `graceful` lets jobs in hand finish; otherwise they are left to
   * expire and be retried elsewhere, as when the process is killed.
   */
  async stop(graceful = true): Promise<void> {
    this.#stopPlanning.abort();
    await this.#planner;
    if (!graceful) this.#stopWorking.abort();
    await this.boss.stop({ graceful, wait: true, timeout: 10_000 });
  }
}
