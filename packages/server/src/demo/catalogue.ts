import { CATEGORY_SPECS } from './data/index.js';
import { goodsAt } from './goods.js';
import { clusterListSteps } from './listPath.js';
import { listingProduct, storeFactor } from './listing.js';
import { priceHistory } from './prices.js';
import { intBetween, mixSeed, mulberry32, weightedIndex, type Rng } from './random.js';
import { DEMO_STORES, type DemoStore } from './sites.js';
import { buildTimeline, type Timeline } from './timeline.js';
import type { DemoEntry, DemoOptions } from './types.js';

/** Seed used when the options give none. */
export const DEFAULT_DEMO_SEED = 20_231_111;

/** Listings generated when the options give no count. */
export const DEFAULT_DEMO_PRODUCTS = 5_200;

/** Share of listings that try the raised-before-sale pattern. */
const FAKE_SHARE = 0.055;

/** How many stores list one goods: weights for 1…5 stores. */
const CLUSTER_SIZES = [0.08, 0.22, 0.3, 0.23, 0.17];

function storesFor(
  weights: Partial<Record<DemoStore['key'], number>>,
  count: number,
  rng: Rng,
): DemoStore[] {
  const pool = DEMO_STORES.filter((s) => (weights[s.key] ?? 0) > 0);
  const chosen: DemoStore[] = [];
  while (chosen.length < count && pool.length > 0) {
    const index = weightedIndex(
      rng,
      pool.map((s) => weights[s.key] ?? 0),
    );
    const [store] = pool.splice(index, 1);
    if (store) chosen.push(store);
  }
  return chosen;
}

function clusterStart(timeline: Timeline, rng: Rng): number {
  const days = timeline.lastDay - timeline.firstDay;
  if (days < 300 || rng() < 0.8) return timeline.firstDay;
  return timeline.firstDay + intBetween(rng, 0, days - 240);
}

function checkOptions(options: DemoOptions): Required<DemoOptions> {
  const { seed = DEFAULT_DEMO_SEED, products = DEFAULT_DEMO_PRODUCTS, now, years = 3 } = options;
  if (!Number.isInteger(seed)) throw new RangeError('demo seed must be an integer');
  if (!Number.isInteger(products) || products < 0)
    throw new RangeError('demo products must be a whole number');
  if (!Number.isFinite(now) || now <= 0) throw new RangeError('demo now must be epoch seconds');
  if (!(years > 0 && years <= 10)) throw new RangeError('demo years must be in (0, 10]');
  return { seed, products, now: Math.floor(now), years };
}

/**
 * The demo catalogue, one listing at a time (clusters of 1–5 stores are consecutive). Every
 * cluster draws from its own seeded stream, so a smaller catalogue is a prefix of a larger one.
 */
export function* demoCatalogue(options: DemoOptions): Generator<DemoEntry> {
  const { seed, products, now, years } = checkOptions(options);
  const timeline = buildTimeline(now, years);
  const weights = CATEGORY_SPECS.map((s) => s.weight);
  const perCategory = CATEGORY_SPECS.map(() => 0);
  let emitted = 0;
  for (let clusterIndex = 0; emitted < products; clusterIndex++) {
    const rng = mulberry32(mixSeed(seed, clusterIndex, 0xc1));
    const specIndex = weightedIndex(rng, weights);
    const spec = CATEGORY_SPECS[specIndex];
    if (!spec) throw new Error('category out of range');
    const k = perCategory[specIndex] ?? 0;
    perCategory[specIndex] = k + 1;
    const goods = goodsAt(spec, k, seed, specIndex);
    const stores = storesFor(spec.stores, weightedIndex(rng, CLUSTER_SIZES) + 1, rng);
    const startDay = clusterStart(timeline, rng);
    const steps = clusterListSteps(spec, timeline, startDay, rng);
    const clusterKey = `demo-${String(clusterIndex).padStart(6, '0')}`;
    for (const [slot, store] of stores.entries()) {
      const listingRng = mulberry32(mixSeed(seed, clusterIndex, slot + 1, store.siteId));
      const late = startDay > timeline.firstDay ? intBetween(listingRng, 0, 20) : 0;
      const subsidy = store.key === 'pdd' && listingRng() < 0.6;
      const plan = {
        store: store.key,
        spec,
        basePrice: goods.basePrice * storeFactor(store, listingRng),
        steps,
        startDay: Math.min(timeline.lastDay, startDay + late),
        mayFake: listingRng() < FAKE_SHARE,
        newLow: listingRng() < 0.15,
        subsidy,
      };
      const history = priceHistory(plan, timeline, listingRng);
      const product = listingProduct(
        goods,
        store,
        { seed, clusterIndex, clusterKey, subsidy, raised: history.raisedBeforeSale },
        listingRng,
      );
      yield { product, points: history.points };
      emitted++;
      if (emitted >= products) return;
    }
  }
}
