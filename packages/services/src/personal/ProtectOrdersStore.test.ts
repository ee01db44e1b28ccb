// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MSG_ORDER_ADDED, MSG_ORDER_PRICE_INVALID } from './personalMessages';
import { ProtectOrdersStore } from './ProtectOrdersStore';
import { personalCalls, setupPersonal, type PersonalSetup } from './testing';

const NOW = () => Date.UTC(2026, 0, 1, 4);

async function loaded(setup: PersonalSetup = {}, isEffective = true) {
  const context = setupPersonal({ now: NOW, ...setup });
  const store = new ProtectOrdersStore(context.root, context.api);
  await store.load(isEffective);
  return { ...context, store };
}

const FORM = {
  product: 'https://item.jd.com/100066896338.html',
  paidPrice: '4599',
  boughtOn: '2025-12-30',
  windowDays: '',
};

describe('ProtectOrdersStore', () => {
  it('shows the orders still protected with the counts of both tabs', async () => {
    const { store } = await loaded();
    expect(store.status).toBe('ready');
    expect(store.orders.map((order) => order.id)).toEqual([201, 202]);
    expect(store.counts).toEqual({ valid: 2, expired: 1 });
    expect(store.orders[0]?.claimable).toBe(30_000);
  });

  it('shows the orders past their window on the 已过期 tab', async () => {
    const { api, store } = await loaded({}, false);
    expect(api.calls[0]).toEqual(['protectOrders', { isEffective: false, page: 1 }]);
    expect(store.orders.map((order) => order.id)).toEqual([203]);
  });

  it('is signed out for a visitor without asking', async () => {
    const { api, store } = await loaded({ hasSession: false });
    expect(store.status).toBe('signedOut');
    expect(api.calls).toEqual([]);
  });

  it('records a purchase, then shows the 有效 tab with it and refreshes the counts', async () => {
    const { api, store } = await loaded({}, false);
    await store.form.submit(FORM);
    expect(api.calls.find(([name]) => name === 'addProtectOrder')?.[1]).toEqual({
      product: { url: 'https://item.jd.com/100066896338.html' },
      paidPrice: 459_900,
      boughtOn: '2025-12-30',
    });
    expect(store.form.success).toBe(MSG_ORDER_ADDED);
    expect(store.form.submitted).toBe(1);
    expect(store.isEffective).toBe(true);
    expect(store.counts.valid).toBe(3);
  });

  it('keeps a wrong form from the server and says what is wrong', async () => {
    const { api, store } = await loaded();
    await store.form.submit({ ...FORM, paidPrice: '免费' });
    expect(store.form.error).toBe(MSG_ORDER_PRICE_INVALID);
    expect(personalCalls(api)).toEqual(['protectOrders']);
  });

  it('shows the server’s refusal of a product it does not track', async () => {
    const { store } = await loaded();
    await store.form.submit({ ...FORM, product: 'https://item.jd.com/1.html' });
    expect(store.form.error).toBe('暂未收录该商品，已加入追踪队列，请稍后再登记');
    expect(store.form.submitted).toBe(0);
  });

  it('sends one order however often 登记 is pressed', async () => {
    const { api, store } = await loaded();
    await Promise.all([store.form.submit(FORM), store.form.submit(FORM)]);
    expect(personalCalls(api).filter((name) => name === 'addProtectOrder')).toHaveLength(1);
  });

  it('deletes an order and reads the tab again', async () => {
    const { api, store } = await loaded();
    const removal = store.remove(202);
    expect(store.removingId).toBe(202);
    await removal;
    expect(personalCalls(api)).toEqual(['protectOrders', 'removeProtectOrder', 'protectOrders']);
    expect(store.orders.map((order) => order.id)).toEqual([201]);
    expect(store.removingId).toBeNull();
  });

  it('says why a deletion failed and keeps the order', async () => {
    const { store } = await loaded({ personal: { fail: { removeProtectOrder: '订单不存在' } } });
    await store.remove(201);
    expect(store.actionError).toBe('删除失败：订单不存在');
    expect(store.orders).toHaveLength(2);
  });
});
