import { describe, expect, test } from 'vitest';
import { createTestRootStore } from '../testing/root';
import { createCouponsStore, MSG_COUPONS_FAILED } from './CouponsStore';
import { FakePromotionsApi } from './FakePromotionsApi';
import { createLowestStore } from './LowestStore';
import { PromotionStore } from './PromotionStore';
import { MSG_PROMOTIONS_FAILED, PromotionsStore } from './PromotionsStore';

function rootWith(api: FakePromotionsApi) {
  return createTestRootStore({ promotions: api });
}

describe('PromotionsStore', () => {
  test('splits the events into current and coming', async () => {
    const api = new FakePromotionsApi();
    const store = new PromotionsStore(rootWith(api), api);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.current.map((event) => event.name)).toEqual(['京东手机品牌日', '天猫年货节']);
    expect(store.coming.map((event) => event.name)).toEqual(['京东618']);
  });

  test('a failed load shows the Chinese error line', async () => {
    const api = new FakePromotionsApi({ isFailing: true });
    const store = new PromotionsStore(rootWith(api), api);
    await store.load();
    expect(store.status).toBe('error');
    expect(store.message).toBe(MSG_PROMOTIONS_FAILED);
  });
});

describe('PromotionStore', () => {
  test('loads one event with a page of its products', async () => {
    const api = new FakePromotionsApi({ pageSize: 1 });
    const store = new PromotionStore(rootWith(api), api);
    await store.load(1, 1);
    expect(store.status).toBe('ready');
    expect(store.event?.products).toHaveLength(1);
    const second = store.event?.products[0];
    await store.load(1, 2);
    expect(store.event).toMatchObject({ page: 2, productCount: 2 });
    expect(store.event?.products).toHaveLength(1);
    expect(store.event?.products[0]).not.toEqual(second);
  });

  test('says an unknown event is missing', async () => {
    const api = new FakePromotionsApi();
    const store = new PromotionStore(rootWith(api), api);
    await store.load(404, 1);
    expect(store.status).toBe('missing');
    expect(store.event).toBeUndefined();
  });
});

describe('the paged lists', () => {
  test('CouponsStore loads one store’s coupons', async () => {
    const api = new FakePromotionsApi();
    const store = createCouponsStore(api);
    await store.load({ page: 1, siteId: 83 });
    expect(store.result?.items.map((coupon) => coupon.siteId)).toEqual([83]);
    expect(api.queries).toEqual([{ page: 1, siteId: 83 }]);
  });

  test('CouponsStore shows a failure in Chinese', async () => {
    const failing = new FakePromotionsApi({ isFailing: true });
    const store = createCouponsStore(failing);
    await store.load({ page: 1 });
    expect(store.message).toBe(MSG_COUPONS_FAILED);
  });

  test('LowestStore loads the historical lows', async () => {
    const api = new FakePromotionsApi();
    const store = createLowestStore(api);
    await store.load({ page: 1 });
    expect(store.result?.total).toBe(2);
  });
});
