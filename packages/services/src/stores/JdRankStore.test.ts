import { describe, expect, it } from 'vitest';
import { FakePricesApi } from '../api/FakePricesApi';
import { createTestRootStore } from '../testing/root';
import { JdRankStore, MSG_RANK_FAILED, MSG_RANK_UNTRACKED } from './JdRankStore';

describe('JdRankStore', () => {
  it("ranks the JD products of the viewed product's category by sales", async () => {
    const store = new JdRankStore(createTestRootStore(), new FakePricesApi());
    await store.load('652391740215-83');
    expect(store.status).toBe('ready');
    expect(store.category?.name).toBe('手机数码');
    expect(store.items.length).toBeGreaterThan(0);
    expect(store.items.every((item) => item.product.siteId === 3)).toBe(true);
    expect(store.items.every((item) => item.product.categorySlug === 'digital')).toBe(true);
    const sales = store.items.map((item) => item.salesCount ?? 0);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('says the product is not held when the server does not know it', async () => {
    const store = new JdRankStore(createTestRootStore(), new FakePricesApi());
    await store.load('1-3');
    expect(store.status).toBe('error');
    expect(store.message).toBe(MSG_RANK_UNTRACKED);
  });

  it('says the ranking failed when the server errs', async () => {
    const store = new JdRankStore(createTestRootStore(), new FakePricesApi({ isFailing: true }));
    await store.load('100012043978-3');
    expect(store.message).toBe(MSG_RANK_FAILED);
  });
});
