import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { WatchItem } from '../watchItems.js';
import { watchProduct } from '../watchEdits.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  IdentityClient,
  identityHarness,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../../testing/personal.js';
import type { IdentityAnswer } from '../../identity/answers.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

interface ListData {
  list: WatchItem[];
  stat: { all: number; reduce: number };
  groups: string[];
  pg: number;
  ps: number;
  total: number;
}

describe.each(DIALECTS)('the watch list on %s', (dialect) => {
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

  async function list(query: Record<string, string> = {}, who = me) {
    const response = await who.get('/UserCollection/List', query);
    expect(response.statusCode).toBe(200);
    return (response.json<IdentityAnswer<ListData>>().data ?? {}) as ListData;
  }

  async function add(body: Record<string, string>, who = me) {
    return (await who.post('/UserCollection/Add', body)).json<IdentityAnswer<WatchItem>>();
  }

  test('an item keeps its price at saving; a lower price written later is a drop', async () => {
    const [phone, case_] = await newProducts(h, [9_000, 2_000]);
    const added = await add({ dp_id: phone ?? '', target_price: '8000', group: '数码' });
    expect(added).toMatchObject({ code: 1, data: { dp_id: phone, saved_price: 9_000 } });
    await add({ dp_id: case_ ?? '' });
    expect((await list()).stat).toEqual({ all: 2, reduce: 0 });

    h.now.value += 600;
    await writePrices(h, [{ dpId: phone ?? '', finalPrice: 7_200, listPrice: 9_900 }]);
    const after = await list();
    expect(after.stat).toEqual({ all: 2, reduce: 1 });
    expect(after.list.find((i) => i.dp_id === phone)).toEqual({
      id: added.data?.id,
      dp_id: phone,
      title: `测试商品 ${phone}`,
      url: `https://item.jd.com/${phone?.split('-')[0]}.html`,
      image_url: '',
      site_id: 3,
      site_name: '京东',
      saved_price: 9_000,
      current_price: 7_200,
      lowest_price: 7_200,
      lowest_at: h.now.value,
      drop_amount: 1_800,
      drop_percent: 20,
      target_price: 8_000,
      group: '数码',
      alert: 'target',
      alert_percent: null,
      alert_days: null,
      alert_interval_hours: null,
      all_stores: false,
      other_stores: 0,
      created_at: h.now.value - 600,
    });
    const reduced = await list({ tab: 'reduce' });
    expect(reduced.list.map((i) => i.dp_id)).toEqual([phone]);
    expect(reduced.total).toBe(1);
  });

  test('adding a watched product again sets its target and group but keeps the saved price', async () => {
    const [dpId = ''] = await newProducts(h, [5_000]);
    await add({ dp_id: dpId });
    await writePrices(h, [{ dpId, finalPrice: 4_000 }]);
    const again = await add({ dp_id: dpId, target_price: '3500', group: ' 礼物 ' });
    expect(again.data).toMatchObject({ saved_price: 5_000, target_price: 3_500, group: '礼物' });
    const kept = await add({ dp_id: dpId });
    expect(kept.data).toMatchObject({ target_price: 3_500, group: '礼物' });
    expect((await list()).stat.all).toBe(1);
  });

  test('two Adds at once make one item', async () => {
    const [dpId = ''] = await newProducts(h, [5_000]);
    const answers = await Promise.all([add({ dp_id: dpId }), add({ dp_id: dpId })]);
    expect(answers.map((a) => a.code)).toEqual([1, 1]);
    expect((await list()).list.map((i) => i.dp_id)).toEqual([dpId]);
  });

  test('sorts by date, by drop and by current price', async () => {
    const [a = '', b = '', c = ''] = await newProducts(h, [10_000, 10_000, 10_000]);
    for (const dpId of [a, b, c]) {
      await add({ dp_id: dpId });
      h.now.value += 10;
    }
    // a: -10 %, b: -50 %, c: +20 %
    await writePrices(h, [
      { dpId: a, finalPrice: 9_000 },
      { dpId: b, finalPrice: 5_000 },
      { dpId: c, finalPrice: 12_000 },
    ]);
    const ids = async (stype: string) => (await list({ stype })).list.map((i) => i.dp_id);
    expect(await ids('date')).toEqual([c, b, a]);
    expect(await ids('drop')).toEqual([b, a, c]);
    expect(await ids('price')).toEqual([b, a, c]);
    const rise = (await list()).list.find((i) => i.dp_id === c);
    expect(rise).toMatchObject({ drop_amount: -2_000, drop_percent: -20 });
  });

  test('groups: the names, a filter with its own total, and pages', async () => {
    const dpIds = await newProducts(h, [100, 200, 300, 400, 500]);
    for (const [i, dpId] of dpIds.entries()) {
      await add({ dp_id: dpId, ...(i < 3 && { group: i === 0 ? '厨房' : '数码' }) });
      h.now.value += 1;
    }
    const all = await list();
    expect(all.groups).toEqual(['厨房', '数码']);
    const digital = await list({ opt: '数码' });
    expect(digital.list.map((i) => i.dp_id)).toEqual([dpIds[2], dpIds[1]]);
    expect(digital.total).toBe(2);
    expect(digital.stat.all).toBe(5);
    const page2 = await list({ pg: '2', ps: '2' });
    expect(page2).toMatchObject({ pg: 2, ps: 2, total: 5 });
    expect(page2.list.map((i) => i.dp_id)).toEqual([dpIds[2], dpIds[1]]);
    expect((await list({ pg: '4', ps: '2' })).list).toEqual([]);
  });

  test('Update sets or clears target and group, by id or by dp id', async () => {
    const [dpId = ''] = await newProducts(h, [3_000]);
    const { data } = await add({ dp_id: dpId, target_price: '2500', group: '书' });
    const id = String(data?.id);
    const cleared = await me.post('/UserCollection/Update', { id, target_price: '', group: '' });
    expect(cleared.json<IdentityAnswer<WatchItem>>().data).toMatchObject({
      target_price: null,
      group: null,
      alert: 'drop',
    });
    const set = await me.post('/UserCollection/Update', { dp_id: dpId, target_price: '2000' });
    expect(set.json<IdentityAnswer<WatchItem>>()).toMatchObject({
      code: 1,
      data: { target_price: 2_000, group: null, alert: 'target' },
    });
  });

  test('the alert condition: percent and lowest are set with their figures; missing ones are refused', async () => {
    const [dpId = ''] = await newProducts(h, [3_000]);
    await add({ dp_id: dpId });
    const update = async (body: Record<string, string>) =>
      (await me.post('/UserCollection/Update', { dp_id: dpId, ...body })).json<
        IdentityAnswer<WatchItem>
      >();
    expect(await update({ alert: 'percent' })).toEqual({
      code: -1,
      msg: '选择“降幅达到”提醒时请填写降幅',
    });
    expect((await update({ alert: 'percent', alert_percent: '15' })).data).toMatchObject({
      alert: 'percent',
      alert_percent: 15,
    });
    expect(await update({ alert: 'target' })).toEqual({
      code: -1,
      msg: '选择“低于目标价”提醒时请填写目标价',
    });
    expect((await update({ alert: 'lowest' })).data).toMatchObject({ alert: 'lowest' });
    const bad = await me.post('/UserCollection/Update', { dp_id: dpId, alert: 'soon' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      expect.objectContaining({ msg: '提醒条件不正确' }),
    ]);
    const badPercent = await me.post('/UserCollection/Update', {
      dp_id: dpId,
      alert_percent: '95',
    });
    expect(badPercent.json()).toMatchObject({ msg: '降幅应为 1–90%' });
  });

  test('Saved says which of a page of products the user watches', async () => {
    const [a = '', b = '', c = ''] = await newProducts(h, [100, 200, 300]);
    await add({ dp_id: a });
    await add({ dp_id: c });
    const saved = await me.get('/UserCollection/Saved', { dp_ids: [a, b, c, a].join(',') });
    expect(saved.json<IdentityAnswer<{ dp_ids: string[] }>>().data?.dp_ids.sort()).toEqual(
      [a, c].sort(),
    );
    const tooMany = Array.from({ length: 61 }, (_, i) => `${i + 1}-3`).join(',');
    const refused = await me.get('/UserCollection/Saved', { dp_ids: tooMany });
    expect([refused.statusCode, refused.json<IdentityAnswer>().msg]).toEqual([
      400,
      '一次最多查询 60 个商品',
    ]);
    const bad = await me.get('/UserCollection/Saved', { dp_ids: 'nope' });
    expect(bad.json<IdentityAnswer>().msg).toBe('商品编号格式不正确');
  });

  test('Item answers the product’s watch with its condition, null when not saved, only the user’s own', async () => {
    const [saved = '', other = ''] = await newProducts(h, [9_000, 2_000]);
    await add({ dp_id: saved, alert: 'percent', alert_percent: '15' });
    const item = await me.get('/UserCollection/Item', { dp_id: saved });
    expect(item.json<IdentityAnswer<WatchItem>>()).toMatchObject({
      code: 1,
      data: { dp_id: saved, saved_price: 9_000, alert: 'percent', alert_percent: 15 },
    });
    const none = await me.get('/UserCollection/Item', { dp_id: other });
    expect(none.json()).toEqual({ code: 1, msg: '成功', data: null });
    const stranger = await newUser(h);
    expect((await stranger.get('/UserCollection/Item', { dp_id: saved })).json()).toMatchObject({
      data: null,
    });
    const bad = await me.get('/UserCollection/Item', { dp_id: 'nope' });
    expect([bad.statusCode, bad.json<IdentityAnswer>().msg]).toEqual([400, '商品编号格式不正确']);
  });

  test('Delete by id or dp id; a second Delete finds nothing', async () => {
    const [a = '', b = ''] = await newProducts(h, [100, 200]);
    const { data } = await add({ dp_id: a });
    await add({ dp_id: b });
    const byId = await me.post('/UserCollection/Delete', { id: String(data?.id) });
    expect(byId.json()).toEqual({ code: 1, msg: '已取消收藏', data: { id: data?.id } });
    expect((await me.post('/UserCollection/Delete', { dp_id: b })).json()).toMatchObject({
      code: 1,
    });
    const again = await me.post('/UserCollection/Delete', { dp_id: b });
    expect(again.json()).toEqual({ code: -1, msg: '收藏不存在' });
    expect((await list()).stat.all).toBe(0);
  });

  test("another user's items can be neither seen, edited nor deleted", async () => {
    const [dpId = ''] = await newProducts(h, [100]);
    const { data } = await add({ dp_id: dpId, group: '我的' });
    const other = await newUser(h);
    expect(await list({}, other)).toMatchObject({ list: [], stat: { all: 0 }, groups: [] });
    const id = String(data?.id);
    const edit = await other.post('/UserCollection/Update', { id, group: '偷改' });
    expect(edit.json()).toEqual({ code: -1, msg: '收藏不存在' });
    expect((await other.post('/UserCollection/Delete', { id })).json()).toEqual({
      code: -1,
      msg: '收藏不存在',
    });
    expect((await list()).list[0]?.group).toBe('我的');
  });

  /** Puts these products on the signed-in user's list straight in the database, saved at 200 + i. */
  async function watchAll(dpIds: readonly string[]): Promise<number> {
    const userId = Number(me.jar.get('plt_uid'));
    await h.db.kysely
      .insertInto('watch_items')
      .values(
        dpIds.map((dpId, i) => ({
          user_id: userId,
          product_id: (eb) => eb.selectFrom('products').select('id').where('dp_id', '=', dpId),
          saved_price: 200 + i,
          target_price: null,
          group_name: null,
          created_at: h.now.value,
          updated_at: h.now.value,
        })),
      )
      .execute();
    return userId;
  }

  test('at 500 items a new one is refused, while a watched one can still be edited', async () => {
    const dpIds = await newProducts(
      h,
      Array.from({ length: 501 }, (_, i) => 100 + i),
    );
    await watchAll(dpIds.slice(0, 500));
    expect(await add({ dp_id: dpIds[500] ?? '' })).toEqual({
      code: -1,
      msg: '收藏已达上限（500 件），请先删除一些再添加',
    });
    expect((await add({ dp_id: dpIds[0] ?? '', group: '满了' })).code).toBe(1);
    const page = await list({ stype: 'drop', ps: '50' });
    expect(page.stat).toEqual({ all: 500, reduce: 500 });
    expect(page.list).toHaveLength(50);
    // Saved at 200 + i, now 100 + i: the first one dropped the most (50 %).
    expect(page.list[0]).toMatchObject({ dp_id: dpIds[0], drop_percent: 50, group: '满了' });
  });

  test('adds racing for the last place: one is saved, the others refused', async () => {
    const dpIds = await newProducts(
      h,
      Array.from({ length: 508 }, (_, i) => 100 + i),
    );
    const userId = await watchAll(dpIds.slice(0, 499));
    // Straight to the domain: the HTTP layer's own awaits would rarely let the two interleave.
    const outcomes = await Promise.all(
      dpIds.slice(499).map((dpId) => watchProduct(h.db, userId, dpId, {}, h.now.value)),
    );
    expect(outcomes.filter((outcome) => 'item' in outcome)).toHaveLength(1);
    expect((await list()).stat.all).toBe(500);
  });

  test('an unknown product is a refusal; malformed input is a 400 in Chinese', async () => {
    expect(await add({ dp_id: '1234567-3' })).toEqual({ code: -1, msg: '商品不存在' });
    const [dpId = ''] = await newProducts(h, [100]);
    const bad = async (path: string, body: Record<string, string>) => {
      const response = await me.post(path, body);
      expect(response.statusCode).toBe(400);
      return response.json<IdentityAnswer>().msg;
    };
    expect(await bad('/UserCollection/Add', { dp_id: 'abc' })).toBe('商品编号格式不正确');
    expect(await bad('/UserCollection/Add', { dp_id: dpId, target_price: '-5' })).toBe(
      '目标价必须是正整数（单位：分）',
    );
    expect(await bad('/UserCollection/Add', { dp_id: dpId, target_price: '12.5' })).toBe(
      '目标价必须是正整数（单位：分）',
    );
    expect(await bad('/UserCollection/Add', { dp_id: dpId, group: '组'.repeat(21) })).toBe(
      '分组名最多 20 个字',
    );
    expect(await bad('/UserCollection/Add', {})).toBe('请求参数有误：dp_id 不能为空');
    expect(await bad('/UserCollection/Update', { group: 'x' })).toBe('请指定收藏（id 或 dp_id）');
    const query = async (q: Record<string, string>) => {
      const response = await me.get('/UserCollection/List', q);
      expect(response.statusCode).toBe(400);
      return response.json<IdentityAnswer>().msg;
    };
    expect(await query({ ps: '51' })).toBe('请求参数有误：ps 超出范围');
    expect(await query({ stype: 'hot' })).toBe('请求参数有误：stype 取值无效');
    expect(await query({ pg: 'x' })).toBe('请求参数有误：pg 应为整数');
  });

  test('a visitor is asked to sign in; a cross-site or unsigned call is refused', async () => {
    const visitor = new IdentityClient(h);
    const listed = await visitor.get('/UserCollection/List');
    expect(listed.statusCode).toBe(401);
    expect(listed.json()).toEqual({ code: 401, msg: '请先登录' });
    const [dpId = ''] = await newProducts(h, [100]);
    expect((await visitor.post('/UserCollection/Add', { dp_id: dpId })).statusCode).toBe(401);
    const crossSite = await me.post(
      '/UserCollection/Add',
      { dp_id: dpId },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await me.get('/UserCollection/List', {}, { unsigned: true })).statusCode).toBe(400);
    expect((await list()).stat.all).toBe(0);
  });
});
