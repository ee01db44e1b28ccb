import { describe, expect, test } from 'vitest';
import { createTestRootStore } from '../testing/root';
import { couponsView, createCouponsStore, MSG_COUPONS_FAILED } from './CouponsStore';
import { FakePromotionsApi } from './FakePromotionsApi';
import { createLowestStore, lowestView } from './LowestStore';
import { PromotionStore, promotionView } from './PromotionStore';
import { MSG_PROMOTIONS_FAILED, PromotionsStore, promotionsView } from './PromotionsStore';
import type { PromotionDetail, PromotionEvent } from './promotionTypes';

function rootWith(api: FakePromotionsApi) {
  return createTestRootStore({ promotions: api });
}

/** The fake API, noting each events list (`events`) and event page (`id/page`) it is asked for. */
class CountingPromotionsApi extends FakePromotionsApi {
  readonly asked: string[] = [];

  override events(): Promise<readonly PromotionEvent[]> {
    this.asked.push('events');
    return super.events();
  }

  override event(id: number, page: number): Promise<PromotionDetail | undefined> {
    this.asked.push(`${id}/${page}`);
    return super.event(id, page);
  }
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
    expect(store.result?.items.map((coupon) => coupon.siteId)).toEqual([83, 83]);
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

describe('the stores the routes load', () => {
  test('the events load once when the route and then the page ask, and again on the next visit, the last ones shown meanwhile', async () => {
    const api = new CountingPromotionsApi();
    const store = rootWith(api).views.of(promotionsView, 'events');
    await store.refresh();
    await store.ensureLoaded();
    expect(api.asked).toEqual(['events']);
    const nextVisit = store.refresh();
    expect(store.status).toBe('ready');
    expect(store.events).toHaveLength(3);
    await nextVisit;
    expect(api.asked).toEqual(['events', 'events']);
  });

  test('the events load on their own when no route loaded them (a story, a test)', async () => {
    const api = new CountingPromotionsApi();
    const store = rootWith(api).views.of(promotionsView, 'events');
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    expect(api.asked).toEqual(['events']);
  });

  test('an event page loads once however often it is asked for, another page loads again', async () => {
    const api = new CountingPromotionsApi({ pageSize: 1 });
    const store = rootWith(api).views.of(promotionView, 1);
    await Promise.all([store.ensureLoaded(1, 1), store.ensureLoaded(1, 1)]);
    await store.ensureLoaded(1, 1);
    await store.ensureLoaded(1, 2);
    expect(api.asked).toEqual(['1/1', '1/2']);
    expect(store.event).toMatchObject({ id: 1, page: 2 });
  });

  test('a missing event is not asked for again by the page after its route', async () => {
    const api = new CountingPromotionsApi();
    const store = rootWith(api).views.of(promotionView, 404);
    await store.ensureLoaded(404, 1);
    await store.ensureLoaded(404, 1);
    expect(store.status).toBe('missing');
    expect(api.asked).toEqual(['404/1']);
  });

  test('the coupon and historical-low stores read the root’s promotions API', async () => {
    const api = new FakePromotionsApi();
    const root = rootWith(api);
    await root.views.of(couponsView, 'list').ensureLoaded({ page: 1, siteId: 83 });
    await root.views.of(lowestView, 'list').ensureLoaded({ page: 1 });
    expect(api.queries).toEqual([{ page: 1, siteId: 83 }, { page: 1 }]);
    expect(root.views.of(lowestView, 'list').result?.total).toBe(2);
  });
});
