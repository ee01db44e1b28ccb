// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FakePricesApi } from '../api/FakePricesApi';
import { SAMPLE_PRODUCTS } from '../api/sampleData';
import { FakePromotionsApi } from '../promotions/FakePromotionsApi';
import type { SearchQuery } from '../api/priceTypes';
import { createTestRootStore } from '../testing/root';
import { HomeStore } from './HomeStore';

/** The fake API, counting its searches. */
function countingApi() {
  const api = new FakePricesApi();
  const asked: SearchQuery[] = [];
  const search = api.search.bind(api);
  api.search = (query) => {
    asked.push(query);
    return search(query);
  };
  return { api, asked };
}

describe('HomeStore', () => {
  it('loads once when the route and then the page ask, and again on the next visit', async () => {
    const { api, asked } = countingApi();
    const store = new HomeStore(createTestRootStore(), api, new FakePromotionsApi());
    await store.refresh();
    await store.ensureLoaded();
    expect(asked).toHaveLength(1);
    expect(store.items.length).toBeGreaterThan(0);
    expect(store.categories.length).toBeGreaterThan(0);
    await store.refresh();
    expect(asked).toHaveLength(2);
  });

  it('loads on its own when no route loaded it (a story, a test)', async () => {
    const { api, asked } = countingApi();
    const store = new HomeStore(createTestRootStore(), api, new FakePromotionsApi());
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    expect(asked).toHaveLength(1);
  });

  it('lists as 历史低价 the new lows not already among 今日真降价', async () => {
    const [dropped, other] = SAMPLE_PRODUCTS;
    if (!dropped || !other) throw new Error('two sample products expected');
    const elsewhere = { ...other, dpId: '100000000042-3', title: '只在历史低价里的商品' };
    const low = (product: typeof other, price: number) => ({
      product,
      currentFinal: price,
      lowestPrice: price,
      rules: [],
    });
    const promotions = new FakePromotionsApi({
      lowest: [low(dropped, 100_000), low(elsewhere, 9_900)],
    });
    const store = new HomeStore(createTestRootStore(), new FakePricesApi(), promotions);
    await store.refresh();
    expect(store.drops.map((item) => item.product.dpId)).toContain(dropped.dpId);
    expect(store.lows).toEqual([{ product: elsewhere, price: 9_900, isLowest: true }]);
  });
});
