import { toDpId } from '@pricetrail/core';
import type { Goods } from './goods.js';
import { demoPicture } from './pictures.js';
import { between, intBetween, pick, weightedIndex, type Rng } from './random.js';
import { itemIdFor, type DemoStore } from './sites.js';
import type { DemoProduct } from './types.js';

/** Attribute that marks a demo listing whose 618 / 双11 discount was faked. */
export const DEMO_MARK_KEY = '演示标记';

/** Value of {@link DEMO_MARK_KEY} for the raised-before-sale pattern. */
export const DEMO_MARK_RAISED = '先涨后降';

/** Where a store's price usually sits against the brand's price. */
const STORE_FACTOR: Readonly<Record<DemoStore['key'], readonly [number, number]>> = {
  jd: [0.98, 1.02],
  tmall: [0.97, 1.02],
  taobao: [0.93, 1.01],
  pdd: [0.92, 0.99],
  suning: [0.97, 1.03],
  vip: [0.9, 0.99],
};

/** The store's price factor for one listing. */
export function storeFactor(store: DemoStore, rng: Rng): number {
  const [min, max] = STORE_FACTOR[store.key];
  return between(rng, min, max);
}

function decorate(store: DemoStore, title: string, subsidy: boolean, rng: Rng): string {
  const roll = rng();
  switch (store.key) {
    case 'pdd':
      return subsidy ? `【百亿补贴】${title}` : title;
    case 'tmall':
      return roll < 0.2 ? `【顺丰速发】${title}` : title;
    case 'taobao':
      return roll < 0.3 ? `${title} ${pick(rng, ['正品保障', '现货速发', '官方授权'])}` : title;
    case 'suning':
      return roll < 0.2 ? `${title} 以旧换新` : title;
    case 'vip':
      return roll < 0.25 ? `【特卖】${title}` : title;
    case 'jd':
      return title;
  }
}

/** Monthly-sales-like counts that shrink with price. */
function salesFor(price: number, rng: Rng): number {
  const yuan = price / 100;
  const ceiling = yuan < 100 ? 60_000 : yuan < 1_000 ? 20_000 : yuan < 5_000 ? 6_000 : 2_000;
  return Math.max(1, Math.floor(ceiling * rng() * rng() * rng()));
}

/** One store's listing of a goods. */
export function listingProduct(
  goods: Goods,
  store: DemoStore,
  options: {
    seed: number;
    clusterIndex: number;
    clusterKey: string;
    subsidy: boolean;
    raised: boolean;
  },
  rng: Rng,
): DemoProduct {
  const format =
    store.formats[
      weightedIndex(
        rng,
        store.formats.map((f) => f.weight),
      )
    ];
  if (!format) throw new Error(`store ${store.key} has no id format`);
  const itemId = itemIdFor(format, options.seed, store.siteId, options.clusterIndex);
  const salesCount = salesFor(goods.basePrice, rng);
  const commentCount = Math.floor(
    salesCount * (store.key === 'jd' ? intBetween(rng, 3, 30) : between(rng, 0.2, 3)),
  );
  const attributes = { ...goods.attributes };
  if (options.raised) attributes[DEMO_MARK_KEY] = DEMO_MARK_RAISED;
  return {
    dpId: toDpId(itemId, store.siteId),
    siteId: store.siteId,
    itemId,
    title: decorate(store, goods.title, options.subsidy, rng),
    brand: goods.model.brand,
    categorySlug: goods.spec.slug,
    imageUrl: demoPicture(goods.spec.slug, goods.model.head),
    canonicalUrl: store.urlFor(itemId, goods.model.brand),
    attributes,
    clusterKey: options.clusterKey,
    salesCount,
    commentCount,
  };
}
