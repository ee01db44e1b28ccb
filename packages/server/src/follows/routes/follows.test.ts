import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { IdentityAnswer } from '../../identity/answers.js';
import type { FollowItem } from '../followList.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  IdentityClient,
  identityHarness,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { newUser } from '../../testing/personal.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

describe.each(DIALECTS)('follows (关注) on %s', (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
    await h.db.kysely
      .insertInto('categories')
      .values({ slug: 'follow-audio', name: '影音', parent_slug: null })
      .execute();
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    h.now.value += 3_600;
    me = await newUser(h);
  });

  async function list() {
    return (await me.get('/UserFollow/List')).json<
      IdentityAnswer<{ list: FollowItem[]; max: number }>
    >().data;
  }

  async function follow(kind: string, value: string) {
    return me.post('/UserFollow/Add', { kind, value });
  }

  async function refusal(kind: string, value: string) {
    const response = await follow(kind, value);
    expect(response.statusCode).toBe(400);
    return response.json<IdentityAnswer>().msg;
  }

  test('follows a keyword, a brand and a category; lists them newest first with their labels', async () => {
    expect(await list()).toEqual({ list: [], max: 50 });
    const added = await follow('keyword', '  降噪   耳机 ');
    expect(added.json()).toEqual({
      code: 1,
      msg: '已关注',
      data: {
        id: expect.any(Number),
        kind: 'keyword',
        value: '降噪 耳机',
        name: '降噪 耳机',
        label: '关键词「降噪 耳机」',
        path: `/crc64/list?q=${encodeURIComponent('降噪 耳机')}`,
        created_at: h.now.value,
        last_digest_at: null,
      },
    });
    h.now.value += 1;
    await follow('brand', 'Sony');
    h.now.value += 1;
    await follow('category', 'follow-audio');
    const listed = await list();
    expect(listed?.list.map((f) => [f.kind, f.label, f.path])).toEqual([
      ['category', '分类「影音」', '/home/follow-audio'],
      ['brand', '品牌「Sony」', '/crc64/list?q=Sony'],
      ['keyword', '关键词「降噪 耳机」', `/crc64/list?q=${encodeURIComponent('降噪 耳机')}`],
    ]);
  });

  test('bad input is a Chinese 400 and nothing is kept', async () => {
    await follow('brand', 'Sony');
    expect(await refusal('keyword', '   ')).toBe('请填写要关注的关键词');
    expect(await refusal('brand', '牌'.repeat(31))).toBe('品牌最多 30 个字');
    expect(await refusal('keyword', 'a\u0000b')).toBe('关键词不能含控制字符');
    expect(await refusal('category', 'no-such-thing')).toBe('没有这个分类');
    expect(await refusal('shop', '京东')).toBe('关注类型只能是品牌、分类或关键词');
    expect(await refusal('brand', ' SONY ')).toBe('已经关注了品牌「SONY」');
    expect((await list())?.list.map((f) => f.value)).toEqual(['Sony']);
  });

  test('a user may keep 50 follows; the 51st is refused in Chinese', async () => {
    for (let i = 0; i < 50; i += 1)
      expect((await follow('keyword', `词${i}`)).statusCode).toBe(200);
    expect(await refusal('keyword', '再来一个')).toBe(
      '最多关注 50 个品牌、分类或关键词，请先取消一些',
    );
    const [newest] = (await list())?.list ?? [];
    await me.post('/UserFollow/Delete', { id: String(newest?.id) });
    expect((await follow('keyword', '再来一个')).statusCode).toBe(200);
  });

  test('removes one of mine; another user cannot remove it', async () => {
    const id = (await follow('keyword', '耳机')).json<IdentityAnswer<FollowItem>>().data?.id;
    const other = await newUser(h);
    expect((await other.post('/UserFollow/Delete', { id: String(id) })).json()).toEqual({
      code: -1,
      msg: '关注不存在或已取消',
    });
    expect((await list())?.list).toHaveLength(1);
    expect((await me.post('/UserFollow/Delete', { id: String(id) })).json()).toEqual({
      code: 1,
      msg: '已取消关注',
      data: { id },
    });
    expect((await list())?.list).toEqual([]);
    const bad = await me.post('/UserFollow/Delete', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<IdentityAnswer>().msg).toBe('编号格式不正确');
  });

  test('two tabs following the same keyword at once keep one follow', async () => {
    const answers = await Promise.all([follow('keyword', '手机'), follow('keyword', '手机')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await list())?.list).toHaveLength(1);
  });

  test('a visitor is asked to sign in; a cross-site call is refused', async () => {
    const visitor = new IdentityClient(h);
    expect((await visitor.get('/UserFollow/List')).statusCode).toBe(401);
    expect(
      (await visitor.post('/UserFollow/Add', { kind: 'keyword', value: '耳机' })).statusCode,
    ).toBe(401);
    const crossSite = await me.post(
      '/UserFollow/Add',
      { kind: 'keyword', value: '耳机' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await list())?.list).toEqual([]);
  });

  test('the data download holds the follows, as JSON and as CSV', async () => {
    await follow('keyword', '耳机');
    const json = await me.get(
      '/UserExtend/Export',
      { what: 'follows', format: 'json' },
      { unsigned: true },
    );
    expect(json.json()).toEqual({
      what: 'follows',
      exported_at: h.now.value,
      list: (await list())?.list,
    });
    const csv = await me.get(
      '/UserExtend/Export',
      { what: 'follows', format: 'csv' },
      { unsigned: true },
    );
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFF类型,关注,值,关注时间,上次提醒',
      expect.stringMatching(/^keyword,关键词「耳机」,耳机,2026-07-\d\d \d\d:00,$/),
    ]);
  });

  test('deleting the account deletes its follows', async () => {
    await follow('keyword', '耳机');
    const uid = Number(me.jar.get('plt_uid'));
    expect((await me.post('/User/Dispose', { ensure: '1' })).json()).toMatchObject({ code: 1 });
    const left = await h.db.kysely
      .selectFrom('follows')
      .select('id')
      .where('user_id', '=', uid)
      .execute();
    expect(left).toEqual([]);
  });
});
