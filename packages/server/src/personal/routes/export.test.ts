import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { WatchItem } from '../watchItems.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../../testing/personal.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

describe.each(DIALECTS)('my data: download and deletion on %s', (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;
  let dpIds: string[];

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    h.now.value += 3_600;
    me = await newUser(h);
    dpIds = await newProducts(h, [1_999, 25_000]);
    for (const dp_id of dpIds) await me.post('/UserCollection/Add', { dp_id, group: '数码' });
    const bought_at = String(h.now.value);
    await me.post('/UserExtend/WorthOrderAdd', {
      dp_id: dpIds[1] ?? '',
      paid_price: '24000',
      bought_at,
    });
    await me.post('/UserExtend/CheckIn', {});
  });

  // The page links to the file as it is: no t and no sign, only the session cookie.
  function download(what: string, format: string, who = me) {
    return who.get('/UserExtend/Export', { what, format }, { unsigned: true });
  }

  test('the collection as JSON holds what the list shows, as an attachment', async () => {
    const response = await download('collection', 'json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pricetrail-collection-2026-07-01.json"',
    );
    const file = response.json<{ what: string; exported_at: number; list: WatchItem[] }>();
    const listed = (await me.get('/UserCollection/List')).json<{ data: { list: WatchItem[] } }>();
    expect(file).toEqual({ what: 'collection', exported_at: h.now.value, list: listed.data.list });
  });

  test('orders as CSV: a BOM for Excel, a Chinese header row and money as ¥ text', async () => {
    const response = await download('orders', 'csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = response.body.split('\r\n');
    expect(header).toBe(
      '\uFEFF商品编号,商品名称,商城,商品链接,到手价,购买时间,价保天数,价保截止日,剩余天数,期间最低价,可申请金额,价保入口',
    );
    const id = dpIds[1]?.split('-')[0];
    expect(row).toMatch(
      new RegExp(
        `^${dpIds[1]},测试商品 ${dpIds[1]},京东,https://item.jd.com/${id}.html,¥240.00,2026-07-01 \\d\\d:00,30,2026-07-30,30,¥250.00,¥0.00,https://pcsitepp-fm.jd.com/$`,
      ),
    );
    expect(end).toBe('');
  });

  test('credits as CSV, and each kind in either format', async () => {
    const credits = await download('credits', 'csv');
    expect(credits.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFF时间,积分,原因,关联',
      expect.stringMatching(/^2026-07-01 \d\d:00,5,每日签到,2026-07-01$/),
    ]);
    for (const what of ['collection', 'orders', 'credits', 'alerts', 'follows']) {
      for (const format of ['json', 'csv'])
        expect((await download(what, format)).statusCode).toBe(200);
    }
  });

  test('the collection as CSV names each condition with its figure', async () => {
    const [days = '', rise = ''] = dpIds;
    await me.post('/UserCollection/Update', {
      dp_id: days,
      alert: 'lowest_days',
      alert_days: '30',
    });
    await me.post('/UserCollection/Update', { dp_id: rise, alert: 'rise' });
    const [header = '', ...rows] = (await download('collection', 'csv')).body.split('\r\n');
    const column = header.split(',').indexOf('提醒条件');
    const conditionOf = (dpId: string) =>
      rows.find((row) => row.startsWith(`${dpId},`))?.split(',')[column];
    expect([conditionOf(days), conditionOf(rise)]).toEqual(['lowest_days 30天', 'rise']);
  });

  test('alerts as CSV: each alert with its figures and link', async () => {
    h.now.value += 60;
    await writePrices(h, [{ dpId: dpIds[0] ?? '', finalPrice: 1_499 }]);
    const [header, row] = (await download('alerts', 'csv')).body.split('\r\n');
    expect(header).toBe(
      '\uFEFF时间,类型,标题,内容,商品编号,提醒时价格,比较价格,可申请价保,已读,链接',
    );
    expect(row).toContain(`,drop,「降价提醒」测试商品 ${dpIds[0]} ¥14.99,`);
    expect(row).toMatch(
      new RegExp(
        `,${dpIds[0]},¥14\\.99,¥19\\.99,,否,http://pricetrail\\.test/crc64/dp${dpIds[0]}$`,
      ),
    );
  });

  test("another user's download holds only their own data", async () => {
    const other = await newUser(h);
    const file = (await download('collection', 'json', other)).json<{ list: unknown[] }>();
    expect(file.list).toEqual([]);
    const csv = await download('orders', 'csv', other);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  test('an unknown kind or format is a 400; a visitor is asked to sign in', async () => {
    expect((await download('notices', 'json')).json()).toEqual({
      code: 400,
      msg: '请求参数有误：what 取值无效',
    });
    expect((await download('orders', 'xlsx')).statusCode).toBe(400);
    me.jar.clear();
    expect((await download('orders', 'csv')).json()).toEqual({ code: 401, msg: '请先登录' });
  });

  test('deleting the account deletes its watch list, orders and credits', async () => {
    const uid = Number(me.jar.get('plt_uid'));
    const other = await newUser(h);
    await other.post('/UserCollection/Add', { dp_id: dpIds[0] ?? '' });
    expect((await me.post('/User/Dispose', { ensure: '1' })).json()).toMatchObject({ code: 1 });
    const k = h.db.kysely;
    for (const table of ['watch_items', 'protect_orders', 'credit_entries'] as const) {
      expect(await k.selectFrom(table).select('id').where('user_id', '=', uid).execute()).toEqual(
        [],
      );
    }
    const kept = await other.get('/UserCollection/List');
    expect(kept.json<{ data: { stat: { all: number } } }>().data.stat.all).toBe(1);
  });
});
