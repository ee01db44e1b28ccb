import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../testing/personal.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

interface Answer {
  code: number;
  msg: string;
  data?: unknown;
}

describe.each(DIALECTS)("the spec's calls with empty values on %s", (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
    me = await newUser(h);
    const dpIds = await newProducts(h, [30_000, 20_000, 10_000]);
    for (const dpId of dpIds) {
      h.now.value += 60;
      const added = (await me.post('/UserCollection/Add', { dp_id: dpId })).json<Answer>();
      if (added.code !== 1) throw new Error(`Add answered ${added.msg}`);
    }
    h.now.value += 60;
    await writePrices(h, [{ dpId: dpIds[0] ?? '', finalPrice: 15_000 }]);
  });
  afterAll(() => h.app.close());

  async function answer(path: string, query: Record<string, string>): Promise<Answer> {
    const response = await me.get(path, query);
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  }

  test('GET /UserCollection/List?tab=all&stype=&pg=1&opt=&platform=web lists by the defaults', async () => {
    const asSent = await answer('/UserCollection/List', {
      tab: 'all',
      stype: '',
      pg: '1',
      opt: '',
      platform: 'web',
    });
    expect(asSent.code).toBe(1);
    expect(asSent).toEqual(
      await answer('/UserCollection/List', { tab: 'all', pg: '1', platform: 'web' }),
    );
    expect(asSent.data).toMatchObject({ stat: { all: 3, reduce: 1 }, pg: 1, ps: 20 });
  });

  test('every optional parameter of the paged calls may be sent empty', async () => {
    const empty = { tab: '', stype: '', pg: '', ps: '', opt: '', platform: '' };
    expect(await answer('/UserCollection/List', empty)).toEqual(
      await answer('/UserCollection/List', {}),
    );
    const orders = await answer('/UserExtend/WorthOrderList', {
      pg: '',
      effective: '',
      platform: 'pc',
      view: '',
      ps: '',
    });
    expect(orders.code).toBe(1);
    expect(orders).toEqual(await answer('/UserExtend/WorthOrderList', { platform: 'pc' }));
    for (const path of ['/UserNotice/List', '/UserExtend/Credit']) {
      const paged = await answer(path, { pg: '', ps: '' });
      expect(paged.code).toBe(1);
      expect(paged).toEqual(await answer(path, {}));
    }
  });

  test('a value that is sent is still checked', async () => {
    const response = await me.get('/UserCollection/List', { stype: 'hot', opt: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求参数有误：stype 取值无效' });
  });
});
