import { SITES, type Site } from '@pricetrail/core';
import type { Db } from '../db/schema.js';
import { StoreBudgets, type StoreHealth } from './budget/storeBudgets.js';
import type { TrackerClock } from './clock.js';
import type { TrackerConfig } from './config.js';
import type { FetchRoutes } from './fetch/fetchPage.js';
import { claimRound } from './work/claims.js';
import { BatchingRecorder } from './work/batchingRecorder.js';
import { lookAtItem, type PageReader, type PageRenderer } from './work/lookAtItem.js';
import type { Outcome } from './work/outcome.js';
import { recordOutcomes, type ItemOutcome } from './work/recordOutcome.js';
import type { WorkItem } from './work/workItem.js';

/** What a tracker is built from; tests hand in a fake clock and their own randomness. */
export interface TrackerParts {
  db: Db;
  config: TrackerConfig;
  routes: FetchRoutes;
  read: PageReader;
  renderer: PageRenderer | undefined;
  clock: TrackerClock;
  random?: () => number;
  /** Items claimed per round. */
  batch?: number;
  /** Seconds a claim holds before a lapsed item is handed out again. */
  leaseS?: number;
}

const DEFAULT_BATCH = 16;
const DEFAULT_LEASE_S = 30 * 60;

/**
 * The tracker's work, whoever runs it: claiming due items (pasted links, verification requests,
 * due products) and looking at each item's page within its store's budget. The in-process
 * runner and the pg-boss jobs both drive it.
 */
export class Tracker {
  readonly budgets: StoreBudgets;
  readonly #parts: TrackerParts;
  readonly #random: () => number;
  readonly #batch: number;

  constructor(parts: TrackerParts) {
    this.#parts = parts;
    this.#random = parts.random ?? Math.random;
    this.#batch = parts.batch ?? DEFAULT_BATCH;
    this.budgets = new StoreBudgets(parts.config.budgets, parts.clock, this.#random);
  }

  /** The database it works on. */
  get db(): Db {
    return this.#parts.db;
  }

  /** Claims the next round's items from the stores (all by default) that are open. */
  claim(limit = this.#batch, stores: readonly Site[] = SITES): Promise<WorkItem[]> {
    const { db, config, clock } = this.#parts;
    const now = Math.floor(clock.now() / 1000);
    const open = stores.filter((site) => this.budgets.gate(site.key).state().state === 'ok');
    return claimRound(db, {
      limit,
      leaseS: this.#parts.leaseS ?? DEFAULT_LEASE_S,
      now,
      siteIds: open.map((site) => site.id),
      withBrowser: this.#parts.renderer !== undefined,
      hotSince: now - config.recentViewS,
    });
  }

  /** Looks at one claimed item's page (within its store's budget) without recording it. */
  look(item: WorkItem, signal?: AbortSignal): Promise<Outcome> {
    const { config, routes, read, renderer } = this.#parts;
    return lookAtItem(
      { budgets: this.budgets, routes, limits: config.limits, read, renderer },
      item,
      signal,
    );
  }

  /** Records what looks at pages came to (readings ingested in one batch). */
  record(results: readonly ItemOutcome[]): Promise<void> {
    const { db, config, clock } = this.#parts;
    return recordOutcomes(
      {
        db,
        now: Math.floor(clock.now() / 1000),
        hotIntervalS: config.hotIntervalS,
        coldIntervalS: config.coldIntervalS,
        backoff: config.budgets.backoff,
        random: this.#random,
      },
      results,
    );
  }

  /** Looks at one claimed item's page and records what it found. */
  async process(item: WorkItem, signal?: AbortSignal): Promise<Outcome> {
    const outcome = await this.look(item, signal);
    await this.record([{ item, outcome }]);
    return outcome;
  }

  /**
   * Looks at every claimed item's page (the store budgets pace them) and records each outcome
   * soon after its look; outcomes that finish together are written together.
   */
  async work(items: readonly WorkItem[], signal?: AbortSignal): Promise<void> {
    const recorder = new BatchingRecorder((batch) => this.record(batch));
    const looks = await Promise.allSettled(
      items.map(async (item) => recorder.add({ item, outcome: await this.look(item, signal) })),
    );
    await recorder.settled();
    const failed = looks.find((look) => look.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** One round over every open store: claims a batch and works it; answers the items handled. */
  async round(signal?: AbortSignal): Promise<number> {
    const items = await this.claim();
    await this.work(items, signal);
    return items.length;
  }

  /**
   * One round of one store's lane: claims only what its budget starts at once (a whole batch when
   * it has no per-minute limit), so a link pasted meanwhile waits for one page at most, and works
   * it; answers the items handled.
   */
  async laneRound(store: Site, signal?: AbortSignal): Promise<number> {
    const budget = this.budgets.budgetOf(store.key);
    const size = Number.isFinite(budget.perMinute) ? Math.max(1, budget.concurrency) : this.#batch;
    const items = await this.claim(size, [store]);
    await this.work(items, signal);
    return items.length;
  }

  /** Every store's state for `GET /api/health`. */
  health(): Record<string, StoreHealth> {
    return this.budgets.health();
  }
}
