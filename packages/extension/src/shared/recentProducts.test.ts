import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../background/settings';
import { memoryArea } from '../testing/memoryArea';
import { recentProduct } from '../testing/sampleRecent';
import {
  RECENT_MAX,
  readRecentProducts,
  recentProductsOf,
  recordRecentProduct,
} from './recentProducts';

describe('recent products', () => {
  it('puts the product viewed last first', async () => {
    const storage = memoryArea();
    await recordRecentProduct(storage, recentProduct(1));
    await recordRecentProduct(storage, recentProduct(2));
    const list = await readRecentProducts(storage);
    expect(list.map((item) => item.dpId)).toEqual([recentProduct(2).dpId, recentProduct(1).dpId]);
  });

  it('lists a product viewed again once, at the top, with its new price', async () => {
    const storage = memoryArea();
    await recordRecentProduct(storage, recentProduct(1));
    await recordRecentProduct(storage, recentProduct(2));
    await recordRecentProduct(storage, { ...recentProduct(1), price: 1_00 });
    const list = await readRecentProducts(storage);
    expect(list.map((item) => item.dpId)).toEqual([recentProduct(1).dpId, recentProduct(2).dpId]);
    expect(list[0]?.price).toBe(1_00);
  });

  it(`keeps the last ${RECENT_MAX}`, async () => {
    const storage = memoryArea();
    for (let index = 1; index <= RECENT_MAX + 5; index += 1) {
      await recordRecentProduct(storage, recentProduct(index));
    }
    const list = await readRecentProducts(storage);
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]?.dpId).toBe(recentProduct(RECENT_MAX + 5).dpId);
    expect(list.at(-1)?.dpId).toBe(recentProduct(6).dpId);
  });

  it('reads nothing from nothing, and leaves out entries it cannot read', async () => {
    await expect(readRecentProducts(memoryArea())).resolves.toEqual([]);
    const stored = [recentProduct(1), { dpId: 'x' }, 'rubbish'];
    expect(recentProductsOf(stored)).toEqual([recentProduct(1)]);
    expect(recentProductsOf({ [STORAGE_KEYS.recentProducts]: [] })).toEqual([]);
  });
});
