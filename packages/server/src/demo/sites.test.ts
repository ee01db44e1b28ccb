import { describe, expect, it } from 'vitest';
import { DEMO_STORES, itemIdFor } from './sites.js';

describe('itemIdFor', () => {
  it('never repeats an id within a store format', () => {
    for (const store of DEMO_STORES) {
      for (const format of store.formats) {
        const ids = new Set<string>();
        for (let i = 0; i < 5_000; i++) ids.add(itemIdFor(format, 42, store.siteId, i));
        expect(ids.size).toBe(5_000);
        const length = format.prefix.length + format.digits;
        expect([...ids].filter((id) => id.length !== length || !/^\d+$/.test(id))).toEqual([]);
      }
    }
  });
});
