import { formatIsoDay } from '@pricetrail/core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DAY_S, dayStartTs, shanghaiDay } from '../../calendar.js';
import type { ProtectOrder } from '../orderRows.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../../testing/personal.js';
import type { IdentityAnswer } from '../../identity/answers.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

interface ListData {
  list: ProtectOrder[];
  view?: { valid: number; expired: number };
  pg: number;
  ps: number;
  total: number;
}

describe.each(DIALECTS)('price-protection orders on %s', (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    h.now.value += 3_600;
    me = await newUser(h);
  });

  const today = () => formatIsoDay(h.now.value);

  async function add(body: Record<string, string>, who = me) {
    return (await who.post('/UserExtend/WorthOrderAdd', body)).json<IdentityAnswer<ProtectOrder>>();
  }

  async function list(query: Record<string, string> = {}, who = me) {
    const response = await who.get('/UserExtend/WorthOrderList', query);
    expect(response.statusCode).toBe(200);
    return response.json<IdentityAnswer<ListData>>().data as ListData;
  }

  test('an order by dp id gets the store window and claim page; a lower price is claimable', async () => {
    const [dpId = ''] = await newProducts(h, [9_000]);
    const added = await add({ dp_id: dpId, paid_price: '8800', bought_at: today() });
    const boughtAt = dayStartTs(shanghaiDay(h.now.value));
    expect(added).toEqual({
      code: 1,
      msg: '已登记',
      data: {
        id: added.data?.id,
        dp_id: dpId,
        title: `测试商品 ${dpId}`,
        url: `https://item.jd.com/${dpId.split('-')[0]}.html`,
        image_url: '',
        site_id: 3,
        site_name: '京东',
        paid_price: 8_800,
        bought_at: boughtAt,
        window_days: 30,
        ends_at: boughtAt + 30 * DAY_S,
        days_left: 30,
        lowest_since: 9_000,
        claimable: 0,
        current_price: 9_000,
        protect_url: 'https://pcsitepp-fm.jd.com/',
      },
    });
    h.now.value += 3_600;
    await writePrices(h, [{ dpId, finalPrice: 8_000, listPrice: 9_000 }]);
    expect((await list()).list[0]).toMatchObject({
      lowest_since: 8_000,
      claimable: 800,
      current_price: 8_000,
    });
  });

  test('only prices inside the window count, and the order moves to 已过期 when it ends', async () => {
    const [dpId = ''] = await newProducts(h, [5_000]);
    await add({
      dp_id: dpId,
      paid_price: '5000',
      bought_at: String(h.now.value),
      window_days: '2',
    });
    h.now.value += DAY_S;
    await writePrices(h, [{ dpId, finalPrice: 4_600 }]);
    expect((await list({ effective: '1' })).list[0]).toMatchObject({
      days_left: 1,
      claimable: 400,
    });
    h.now.value += 2 * DAY_S;
    await writePrices(h, [{ dpId, finalPrice: 3_000 }]);
    const expired = await list({ effective: '0' });
    expect(expired.list[0]).toMatchObject({
      days_left: 0,
      lowest_since: 4_600,
      claimable: 400,
      current_price: 3_000,
    });
    expect((await list({ effective: '1' })).list).toEqual([]);
  });

  test('the price in effect at the purchase counts as the lowest since', async () => {
    const [dpId = ''] = await newProducts(h, [4_000]);
    h.now.value += DAY_S;
    await writePrices(h, [{ dpId, finalPrice: 4_500 }]);
    const boughtAt = String(h.now.value - 3_600);
    const { data } = await add({ dp_id: dpId, paid_price: '4500', bought_at: boughtAt });
    expect(data).toMatchObject({ lowest_since: 4_000, claimable: 500 });
  });

  test('a store link names the product; one we do not hold is queued for tracking', async () => {
    const [dpId = ''] = await newProducts(h, [3_000]);
    const itemId = dpId.split('-')[0] ?? '';
    const byLink = await add({
      url: `【京东】好物 https://item.m.jd.com/product/${itemId}.html?utm=share`,
      paid_price: '2900',
      bought_at: today(),
    });
    expect(byLink.data?.dp_id).toBe(dpId);
    const unknown = await add({
      url: 'https://item.jd.com/100088887777.html',
      paid_price: '2900',
      bought_at: today(),
    });
    expect(unknown).toEqual({ code: -1, msg: '暂未收录该商品，已加入追踪队列，请稍后再登记' });
    const queued = await h.db.kysely
      .selectFrom('tracking_queue')
      .select('dp_id')
      .where('dp_id', '=', '100088887777-3')
      .execute();
    expect(queued).toHaveLength(1);
    const unsupported = await me.post('/UserExtend/WorthOrderAdd', {
      url: 'https://shop.example.com/item/1',
      paid_price: '100',
      bought_at: today(),
    });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toEqual({ code: 400, msg: '暂不支持该商城的链接' });
  });

  test('each store has its default window and claim page; a window given wins', async () => {
    const [tmall = ''] = await newProducts(h, [100], 83);
    const [pdd = ''] = await newProducts(h, [100], 353);
    const body = { paid_price: '100', bought_at: today() };
    expect((await add({ ...body, dp_id: tmall })).data).toMatchObject({
      window_days: 15,
      protect_url: 'https://buyertrade.taobao.com/trade/itemlist/list_bought_items.htm',
    });
    const itemId = pdd.split('-')[0] ?? '';
    expect((await add({ ...body, dp_id: pdd })).data).toMatchObject({
      window_days: 7,
      protect_url: `https://mobile.yangkeduo.com/goods.html?goods_id=${itemId}`,
    });
    expect((await add({ ...body, dp_id: pdd, window_days: '90' })).data?.window_days).toBe(90);
  });

  test('tabs: 有效 and 已过期 with their counts when view=1, and paging', async () => {
    const [a = '', b = '', c = ''] = await newProducts(h, [100, 200, 300]);
    const twoDaysAgo = String(h.now.value - 2 * DAY_S);
    await add({ dp_id: a, paid_price: '100', bought_at: twoDaysAgo, window_days: '1' });
    await add({ dp_id: b, paid_price: '200', bought_at: twoDaysAgo });
    await add({ dp_id: c, paid_price: '300', bought_at: String(h.now.value) });
    const valid = await list({ effective: '1', view: '1' });
    expect(valid).toMatchObject({ view: { valid: 2, expired: 1 }, pg: 1, ps: 30, total: 2 });
    expect(valid.list.map((o) => o.dp_id)).toEqual([c, b]);
    const expired = await list({ effective: '0' });
    expect(expired.list.map((o) => o.dp_id)).toEqual([a]);
    expect(expired.view).toBeUndefined();
    const page2 = await list({ ps: '2', pg: '2' });
    expect(page2).toMatchObject({ total: 3, ps: 2 });
    expect(page2.list.map((o) => o.dp_id)).toEqual([a]);
  });

  test('delete one of mine; another user can neither see nor delete it', async () => {
    const [dpId = ''] = await newProducts(h, [100]);
    const { data } = await add({ dp_id: dpId, paid_price: '100', bought_at: today() });
    const id = String(data?.id);
    const other = await newUser(h);
    expect((await list({}, other)).total).toBe(0);
    const theirs = await other.post('/UserExtend/WorthOrderDelete', { id });
    expect(theirs.json()).toEqual({ code: -1, msg: '订单不存在' });
    const mine = await me.post('/UserExtend/WorthOrderDelete', { id });
    expect(mine.json()).toEqual({ code: 1, msg: '已删除', data: { id: data?.id } });
    expect((await list()).total).toBe(0);
  });

  test('times outside what a window can hold are refused; malformed input is a 400', async () => {
    const [dpId = ''] = await newProducts(h, [100]);
    const body = { dp_id: dpId, paid_price: '100' };
    const tomorrow = String(h.now.value + DAY_S);
    expect(await add({ ...body, bought_at: tomorrow })).toEqual({
      code: -1,
      msg: '购买时间不能晚于现在',
    });
    const longAgo = String(h.now.value - 90 * DAY_S);
    expect(await add({ ...body, bought_at: longAgo })).toEqual({
      code: -1,
      msg: '只能登记 90 天内的订单',
    });
    expect((await add({ ...body, bought_at: String(h.now.value - 89 * DAY_S) })).code).toBe(1);
    expect(await add({ dp_id: '1234567-3', paid_price: '100', bought_at: today() })).toEqual({
      code: -1,
      msg: '商品不存在',
    });
    const bad = async (fields: Record<string, string>) => {
      const response = await me.post('/UserExtend/WorthOrderAdd', fields);
      expect(response.statusCode).toBe(400);
      return response.json<IdentityAnswer>().msg;
    };
    const ok = { ...body, bought_at: today() };
    expect(await bad({ ...ok, window_days: '0' })).toBe('价保天数应为 1–90 天');
    expect(await bad({ ...ok, window_days: '91' })).toBe('价保天数应为 1–90 天');
    expect(await bad({ ...ok, paid_price: '9.9' })).toBe('到手价必须是正整数（单位：分）');
    expect(await bad({ ...ok, bought_at: '2026-02-30' })).toBe(
      '购买时间格式不正确（秒级时间戳或 YYYY-MM-DD）',
    );
    expect(await bad({ paid_price: '100', bought_at: today() })).toBe('请填写商品链接或商品编号');
    expect(await bad({ dp_id: dpId, bought_at: today() })).toBe(
      '请求参数有误：paid_price 不能为空',
    );
    expect(await bad({ ...ok, dp_id: 'x-3' })).toBe('商品编号格式不正确');
    const query = await me.get('/UserExtend/WorthOrderList', { effective: '2' });
    expect(query.json()).toEqual({ code: 400, msg: '请求参数有误：effective 取值无效' });
  });
});
