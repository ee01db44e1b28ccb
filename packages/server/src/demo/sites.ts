import { siteByKey } from '@pricetrail/core';
import { hashString, mixSeed } from './random.js';

/** The stores the demo catalogue lists goods in. */
export type DemoStoreKey = 'jd' | 'tmall' | 'taobao' | 'pdd' | 'suning' | 'vip';

/** One item-id shape of a store: a fixed leading part and `digits` scrambled digits. */
interface IdFormat {
  prefix: string;
  digits: number;
  /** Odd and not a multiple of 5, so `i → (i * step + offset) mod 10^digits` is a bijection. */
  step: number;
  weight: number;
}

/** A store as the generator needs it. */
export interface DemoStore {
  key: DemoStoreKey;
  siteId: number;
  name: string;
  formats: readonly IdFormat[];
  urlFor(itemId: string, brand: string): string;
}

function coreSite(key: DemoStoreKey): { siteId: number; name: string } {
  const site = siteByKey(key);
  if (!site) throw new Error(`@pricetrail/core has no site ${key}`);
  return { siteId: site.id, name: site.name };
}

/** Every store, in a fixed order (the order is part of determinism). */
export const DEMO_STORES: readonly DemoStore[] = [
  {
    key: 'jd',
    ...coreSite('jd'),
    formats: [
      { prefix: '100', digits: 9, step: 738_997, weight: 6 },
      { prefix: '10', digits: 12, step: 918_233, weight: 3 },
      { prefix: '7', digits: 7, step: 402_191, weight: 1 },
    ],
    urlFor: (id) => `https://item.jd.com/${id}.html`,
  },
  {
    key: 'tmall',
    ...coreSite('tmall'),
    formats: [
      { prefix: '6', digits: 11, step: 615_313, weight: 1 },
      { prefix: '7', digits: 11, step: 884_507, weight: 1 },
    ],
    urlFor: (id) => `https://detail.tmall.com/item.htm?id=${id}`,
  },
  {
    key: 'taobao',
    ...coreSite('taobao'),
    formats: [
      { prefix: '5', digits: 11, step: 557_219, weight: 1 },
      { prefix: '6', digits: 11, step: 702_883, weight: 1 },
      { prefix: '7', digits: 11, step: 843_271, weight: 1 },
    ],
    urlFor: (id) => `https://item.taobao.com/item.htm?id=${id}`,
  },
  {
    key: 'pdd',
    ...coreSite('pdd'),
    formats: [
      { prefix: '6', digits: 11, step: 651_421, weight: 5 },
      { prefix: '3', digits: 10, step: 319_883, weight: 3 },
      { prefix: '2', digits: 8, step: 274_133, weight: 1 },
    ],
    urlFor: (id) => `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`,
  },
  {
    key: 'suning',
    ...coreSite('suning'),
    formats: [
      { prefix: '1', digits: 10, step: 506_339, weight: 3 },
      { prefix: '6', digits: 8, step: 611_737, weight: 1 },
    ],
    urlFor: (id) => `https://product.suning.com/0000000000/${id}.html`,
  },
  {
    key: 'vip',
    ...coreSite('vip'),
    formats: [{ prefix: '6920', digits: 15, step: 990_311, weight: 1 }],
    urlFor: (id, brand) => `https://detail.vip.com/detail-${vipBrandId(brand)}-${id}.html`,
  },
];

/** The store with a key. */
export function storeByKey(key: DemoStoreKey): DemoStore {
  const store = DEMO_STORES.find((s) => s.key === key);
  if (!store) throw new Error(`unknown demo store ${key}`);
  return store;
}

/** Vipshop URLs carry a brand (special-sale) id; one per brand keeps it stable. */
function vipBrandId(brand: string): string {
  return String(1_710_000_000 + (hashString(brand) % 9_000_000));
}

/**
 * A store item id, unique per (store, format, cluster): the cluster index goes through a
 * bijection of the format's digit space, so no two clusters can collide whatever the seed.
 */
export function itemIdFor(
  format: IdFormat,
  seed: number,
  siteId: number,
  clusterIndex: number,
): string {
  const modulus = 10 ** format.digits;
  if (clusterIndex >= modulus) throw new Error('demo catalogue too large for its item ids');
  const offset =
    (mixSeed(seed, siteId, format.digits) * 1_048_576 + mixSeed(seed, siteId)) % modulus;
  const scrambled = ((((clusterIndex % modulus) * format.step) % modulus) + offset) % modulus;
  return format.prefix + String(scrambled).padStart(format.digits, '0');
}
