import { isDpId, parseProductUrl, siteById } from '@pricetrail/core';
import { describe, expect, it } from 'vitest';
import { DEMO_STORES, demoCatalogue } from './index.js';

const NOW = Date.UTC(2026, 10, 22, 12) / 1000;

describe('demo product URLs and @pricetrail/core', () => {
  it('uses core’s site ids and names for every store', () => {
    for (const store of DEMO_STORES) {
      expect(siteById(store.siteId)?.key).toBe(store.key);
      expect(siteById(store.siteId)?.name).toBe(store.name);
    }
  });

  it('parse back to the same dp id, store, item and canonical URL', () => {
    const mismatches: string[] = [];
    for (const { product } of demoCatalogue({ now: NOW, products: 3_000 })) {
      const parsed = parseProductUrl(product.canonicalUrl);
      const same =
        'dpId' in parsed &&
        parsed.dpId === product.dpId &&
        parsed.siteId === product.siteId &&
        parsed.itemId === product.itemId &&
        parsed.canonicalUrl === product.canonicalUrl &&
        isDpId(product.dpId);
      if (!same) mismatches.push(`${product.canonicalUrl} → ${JSON.stringify(parsed)}`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
