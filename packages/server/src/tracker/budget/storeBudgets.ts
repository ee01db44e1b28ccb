import { STORE_KEYS } from '../fetch/storeUrl.js';
import type { TrackerClock } from '../clock.js';
import type { BackoffPolicy } from './backoff.js';
import { StoreGate, type StoreBudget, type StoreState } from './storeGate.js';

/** Budget settings: a default for every store and overrides by store key. */
export interface BudgetSettings {
  defaults: StoreBudget;
  byStore: ReadonlyMap<string, StoreBudget>;
  backoff: BackoffPolicy;
}

/** A store's health as `GET /api/health` shows it (`until` as an ISO time). */
export type StoreHealth = { state: 'ok' } | { state: 'backing_off' | 'paused'; until: string };

/** Every store's gate, made on first use. */
export class StoreBudgets {
  readonly #gates = new Map<string, StoreGate>();

  constructor(
    private readonly settings: BudgetSettings,
    private readonly clock: TrackerClock,
    private readonly random: () => number = Math.random,
  ) {}

  /** The budget of a store (by key): its override, or the default. */
  budgetOf(storeKey: string): StoreBudget {
    return this.settings.byStore.get(storeKey) ?? this.settings.defaults;
  }

  /** The gate of a store (by key). */
  gate(storeKey: string): StoreGate {
    let gate = this.#gates.get(storeKey);
    if (!gate) {
      const budget = this.budgetOf(storeKey);
      gate = new StoreGate(budget, this.settings.backoff, this.clock, this.random);
      this.#gates.set(storeKey, gate);
    }
    return gate;
  }

  /** Every store: ok, backing off until …, or paused until …. */
  health(): Record<string, StoreHealth> {
    const stores: Record<string, StoreHealth> = {};
    for (const key of STORE_KEYS) {
      const state: StoreState = this.#gates.get(key)?.state() ?? { state: 'ok' };
      stores[key] =
        state.state === 'ok'
          ? { state: 'ok' }
          : { state: state.state, until: new Date(state.until).toISOString() };
    }
    return stores;
  }
}
