import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEMO_MARK_KEY,
  DEMO_STORES,
  demoCatalogue,
  demoCategories,
  type DemoEntry,
} from './index.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;

function hashOf(entries: Iterable<DemoEntry>, limit: number): string {
  const hash = createHash('sha256');
  let count = 0;
  for (const entry of entries) {
    if (count++ >= limit) break;
    hash.update(JSON.stringify(entry));
  }
  return hash.digest('hex');
}

const catalogue = [...demoCatalogue({ now: NOW })];

describe('demoCatalogue determinism', () => {
  it('gives byte-identical entries for the same seed and now', () => {
    const a = hashOf(demoCatalogue({ now: NOW, seed: 7 }), 200);
    const b = hashOf(demoCatalogue({ now: NOW, seed: 7 }), 200);
    expect(a).toBe(b);
  });

  it('gives a different catalogue for a different seed or end time', () => {
    const base = hashOf(demoCatalogue({ now: NOW, seed: 7 }), 200);
    expect(hashOf(demoCatalogue({ now: NOW, seed: 8 }), 200)).not.toBe(base);
    expect(hashOf(demoCatalogue({ now: NOW + 86_400 * 30, seed: 7 }), 200)).not.toBe(base);
  });

  it('makes a smaller catalogue a prefix of a larger one', () => {
    const small = [...demoCatalogue({ now: NOW, products: 150 })];
    expect(small).toHaveLength(150);
    expect(JSON.stringify(small)).toBe(JSON.stringify(catalogue.slice(0, 150)));
  });

  it('is lazy: taking a few entries of a huge catalogue is quick', () => {
    // CPU time, not the wall clock: a busy machine only delays us. Building all ten million
    // entries would take minutes of it.
    const started = process.cpuUsage();
    expect(hashOf(demoCatalogue({ now: NOW, products: 10_000_000 }), 20)).toHaveLength(64);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(2_000);
  });

  it('rejects options it cannot honour', () => {
    expect(() => demoCatalogue({ now: NOW, products: -1 }).next()).toThrow(RangeError);
    expect(() => demoCatalogue({ now: Number.NaN }).next()).toThrow(RangeError);
    expect(() => demoCatalogue({ now: NOW, years: 0 }).next()).toThrow(RangeError);
  });
});

describe('demoCatalogue shape', () => {
  it('has 5,200 listings by default with unique dp ids', () => {
    expect(catalogue).toHaveLength(5_200);
    expect(new Set(catalogue.map((e) => e.product.dpId)).size).toBe(5_200);
  });

  it('spreads goods over at least 12 categories and 6 stores', () => {
    const categories = new Set(catalogue.map((e) => e.product.categorySlug));
    const sites = new Set(catalogue.map((e) => e.product.siteId));
    expect(categories.size).toBeGreaterThanOrEqual(12);
    expect(sites.size).toBeGreaterThanOrEqual(6);
    for (const store of DEMO_STORES) expect(sites).toContain(store.siteId);
  });

  it('sells the same goods in several stores under one cluster key', () => {
    const clusters = new Map<string, DemoEntry[]>();
    for (const entry of catalogue) {
      const list = clusters.get(entry.product.clusterKey) ?? [];
      list.push(entry);
      clusters.set(entry.product.clusterKey, list);
    }
    const sizes = [...clusters.values()].map((list) => list.length);
    expect(Math.max(...sizes)).toBe(5);
    expect(sizes.filter((n) => n >= 2).length / sizes.length).toBeGreaterThan(0.7);
    for (const list of clusters.values()) {
      expect(new Set(list.map((e) => e.product.siteId)).size).toBe(list.length);
      expect(new Set(list.map((e) => e.product.categorySlug)).size).toBe(1);
      expect(new Set(list.map((e) => e.product.brand)).size).toBe(1);
    }
    const prices = [...clusters.values()]
      .filter((list) => list.length >= 3)
      .map((list) => new Set(list.map((e) => e.points[0]?.listPrice)).size);
    expect(prices.filter((n) => n > 1).length / prices.length).toBeGreaterThan(0.5);
  });

  it('gives every cluster different goods', () => {
    const goods = new Map<string, string>();
    for (const { product } of catalogue) {
      const attributes = Object.entries(product.attributes).filter(
        ([key]) => key !== DEMO_MARK_KEY,
      );
      goods.set(product.clusterKey, JSON.stringify([product.categorySlug, attributes]));
    }
    expect(new Set(goods.values()).size).toBe(goods.size);
  });

  it('uses each store’s product URL and item id shape', () => {
    const shapes: Record<number, RegExp> = {
      3: /^https:\/\/item\.jd\.com\/(\d{8,14})\.html$/,
      83: /^https:\/\/detail\.tmall\.com\/item\.htm\?id=(\d{12})$/,
      123: /^https:\/\/item\.taobao\.com\/item\.htm\?id=(\d{12})$/,
      25: /^https:\/\/product\.suning\.com\/0000000000\/(\d{9,12})\.html$/,
      129: /^https:\/\/detail\.vip\.com\/detail-\d{7,10}-(\d+)\.html$/,
    };
    for (const { product } of catalogue) {
      const shape =
        shapes[product.siteId] ??
        /^https:\/\/mobile\.yangkeduo\.com\/goods\.html\?goods_id=(\d{9,12})$/;
      expect(product.canonicalUrl).toMatch(shape);
      expect(shape.exec(product.canonicalUrl)?.[1]).toBe(product.itemId);
      expect(product.dpId).toBe(`${product.itemId}-${product.siteId}`);
    }
  });

  it('gives every listing a title, brand, attributes, counts and an existing image', () => {
    const assets = fileURLToPath(new URL('../../demo-assets/', import.meta.url));
    for (const { product } of catalogue) {
      expect(product.title.length).toBeGreaterThan(8);
      expect(product.title).toContain(product.attributes['型号'] ?? '');
      expect(product.brand).toBe(product.attributes['品牌']);
      expect(Number.isInteger(product.salesCount) && product.salesCount > 0).toBe(true);
      expect(Number.isInteger(product.commentCount) && product.commentCount >= 0).toBe(true);
      expect(product.imageUrl).toMatch(new RegExp(`^/demo-assets/${product.categorySlug}[.-]`));
    }
    for (const image of new Set(catalogue.map((e) => e.product.imageUrl))) {
      expect(existsSync(`${assets}${image.replace('/demo-assets/', '')}`)).toBe(true);
    }
  });

  it('names real brands and goods', () => {
    const brands = new Set(catalogue.map((e) => e.product.brand));
    for (const brand of [
      '华为',
      '小米',
      'Apple',
      '美的',
      '格力',
      '戴森',
      '兰蔻',
      '三只松鼠',
      '李宁',
    ]) {
      expect(brands).toContain(brand);
    }
    expect(catalogue.some((e) => e.product.title.startsWith('HUAWEI Mate 60 Pro 12GB+512GB'))).toBe(
      true,
    );
  });
});

describe('demoCategories', () => {
  it('is a tree whose leaves hold every listing', () => {
    const categories = demoCategories();
    const slugs = categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of categories) expect(category.slug).toMatch(/^[a-z][a-z-]*$/);
    const orphans = categories.filter(
      (c, index) => c.parentSlug !== undefined && !slugs.slice(0, index).includes(c.parentSlug),
    );
    expect(orphans).toEqual([]);
    const leaves = new Set(categories.filter((c) => c.parentSlug).map((c) => c.slug));
    expect(leaves.size).toBeGreaterThanOrEqual(16);
    expect(catalogue.filter((e) => !leaves.has(e.product.categorySlug))).toEqual([]);
  });
});
