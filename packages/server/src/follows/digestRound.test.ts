import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DAY_S } from '../calendar.js';
import type { NoticeItem } from '../alerts/notices.js';
import type { IdentityAnswer } from '../identity/answers.js';
import { DIALECTS } from '../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../testing/personal.js';
import { digestRound } from './digestRound.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

describe.each(DIALECTS)('follow digests on %s', (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;
  let tag = 0;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
    await h.db.kysely
      .insertInto('categories')
      .values([
        { slug: 'digest-audio', name: '影音', parent_slug: null },
        { slug: 'digest-earphones', name: '耳机', parent_slug: 'digest-audio' },
      ])
      .execute();
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    h.now.value += 3_600;
    tag += 1;
    me = await newUser(h);
  });

  /** A word no other test's products or follows carry. */
  const word = (name: string) => `${name}${tag}号`;

  async function follow(kind: string, value: string) {
    const answer = await me.post('/UserFollow/Add', { kind, value });
    expect(answer.statusCode).toBe(200);
  }

  /** A product priced now, with the title, brand and category follows match on. */
  async function product(
    title: string,
    price: number,
    facts: { brand?: string; category?: string } = {},
  ) {
    const [dpId = ''] = await newProducts(h, [price]);
    await h.db.kysely
      .updateTable('products')
      .set({ title, brand: facts.brand ?? '', category_slug: facts.category ?? null })
      .where('dp_id', '=', dpId)
      .execute();
    return dpId;
  }

  /** A new price a minute later. */
  async function price(dpId: string, finalPrice: number) {
    h.now.value += 60;
    await writePrices(h, [{ dpId, finalPrice }]);
  }

  async function notices() {
    const answer = await me.get('/UserNotice/List');
    return answer.json<IdentityAnswer<{ list: NoticeItem[] }>>().data?.list ?? [];
  }

  const round = () => h.app.followDigest.runOnce();

  test('a new all-time low of a matching title becomes one digest in the notice centre', async () => {
    const dpId = await product(`Sony ${word('降噪耳机')} WH-1000XM5`, 29_900);
    await follow('keyword', word('降噪耳机').toUpperCase());
    await price(dpId, 24_900);
    h.now.value += 60;
    await round();
    const [notice, ...rest] = await notices();
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'follow',
      title: `「关注提醒」关键词「${word('降噪耳机').toUpperCase()}」：1 件新好价`,
      text: `历史新低 · 京东 · Sony ${word('降噪耳机')} WH-1000XM5 ¥249.00`,
      url: `http://pricetrail.test/crc64/list?q=${encodeURIComponent(word('降噪耳机').toUpperCase())}`,
      dp_id: dpId,
      price: 24_900,
      read: false,
    });
  });

  test('at most one digest a day per follow: news within the day waits for the next', async () => {
    const dpId = await product(word('手机'), 100_000);
    await follow('keyword', word('手机'));
    await price(dpId, 90_000);
    await round();
    const first = h.now.value;
    await price(dpId, 80_000);
    await round();
    expect(await notices()).toHaveLength(1);

    h.now.value = first + DAY_S - 1;
    await round();
    expect(await notices()).toHaveLength(1);

    h.now.value = first + DAY_S;
    await round();
    const [latest] = await notices();
    expect(latest?.text).toBe(`历史新低 · 京东 · ${word('手机')} ¥800.00`);
    expect(await notices()).toHaveLength(2);

    // Nothing new since: no digest, however long the wait.
    h.now.value += 3 * DAY_S;
    await round();
    expect(await notices()).toHaveLength(2);
  });

  test('a follow with no news keeps its mark, so its first news goes out at once', async () => {
    await follow('keyword', word('相机'));
    h.now.value += 2 * DAY_S;
    await round();
    expect(await notices()).toEqual([]);
    const dpId = await product(word('相机'), 50_000);
    await price(dpId, 45_000);
    await round();
    expect((await notices()).map((n) => n.kind)).toEqual(['follow']);
  });

  test('brands match case-blind, categories match their subcategories, each follow its own digest', async () => {
    await follow('brand', word('Sony'));
    await follow('category', 'digest-audio');
    const dpId = await product(word('头戴耳机'), 20_000, {
      brand: word('SONY'),
      category: 'digest-earphones',
    });
    const other = await product(word('音箱'), 30_000, { brand: word('Bose') });
    await price(dpId, 18_000);
    await price(other, 25_000);
    await round();
    const titles = (await notices()).map((n) => n.title).sort();
    expect(titles).toEqual([
      `「关注提醒」分类「影音」：1 件新好价`,
      `「关注提醒」品牌「${word('Sony')}」：1 件新好价`,
    ]);
  });

  test('an approved 好价 post counts, a pending one does not; news from before the follow does not', async () => {
    const older = await product(word('键盘'), 40_000);
    await price(older, 30_000);
    h.now.value += 60;
    await follow('keyword', word('键盘'));
    const dpId = await product(`${word('键盘')} 机械`, 60_000);
    const post = (status: 'approved' | 'pending') =>
      h.db.kysely
        .insertInto('deal_posts')
        .values({
          source: 'user',
          user_id: null,
          product_id: h.db.kysely.selectFrom('products').select('id').where('dp_id', '=', dpId),
          price: 55_000,
          median_30: null,
          drop_fen: null,
          drop_bp: null,
          data_days: 0,
          lowest_price: null,
          deal_day: null,
          reason: '好价',
          status,
          reject_reason: null,
          created_at: h.now.value,
          reviewed_at: status === 'approved' ? h.now.value : null,
        })
        .execute();
    h.now.value += 60;
    await post('pending');
    await round();
    expect(await notices()).toEqual([]);
    await post('approved');
    h.now.value += 60;
    await round();
    const [notice] = await notices();
    expect(notice?.text).toBe(`好价爆料 · 京东 · ${word('键盘')} 机械 ¥550.00`);
  });

  test('a deal judged after the follow counts; a 先涨后降 cut does not', async () => {
    await follow('keyword', word('耳机'));
    const deal = (dpId: string, kind: 'deal' | 'fake') =>
      h.db.kysely
        .insertInto('product_deals')
        .values({
          product_id: h.db.kysely.selectFrom('products').select('id').where('dp_id', '=', dpId),
          day: 20_635,
          kind,
          price: 8_800,
          median_30: 10_000,
          drop_fen: 1_200,
          drop_bp: 1_200,
          data_days: 30,
          reference_price: null,
          raised_day: null,
          raised_price: null,
          evidence_days: null,
          computed_at: h.now.value,
        })
        .execute();
    h.now.value += 60;
    await deal(await product(`${word('耳机')} 先涨后降`, 8_800), 'fake');
    await round();
    expect(await notices()).toEqual([]);
    await deal(await product(`${word('耳机')} 真降价`, 8_800), 'deal');
    h.now.value += 60;
    await round();
    expect((await notices()).map((n) => n.text)).toEqual([
      `好价 · 京东 · ${word('耳机')} 真降价 ¥88.00`,
    ]);
  });

  test('the first price of a new product is no news', async () => {
    await follow('keyword', word('耳麦'));
    h.now.value += 60;
    await product(word('耳麦'), 9_900);
    await round();
    expect(await notices()).toEqual([]);
  });

  test('a digest names five products and counts the rest; the sender then dispatches it', async () => {
    await follow('keyword', word('平板'));
    const dpIds = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((i) => product(`${word('平板')} ${i}`, 10_000)),
    );
    for (const dpId of dpIds) await price(dpId, 9_000);
    await round();
    const [notice] = await notices();
    expect(notice?.title).toBe(`「关注提醒」关键词「${word('平板')}」：7 件新好价`);
    const lines = notice?.text.split('\n') ?? [];
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('还有 2 件，点开查看');
    await h.app.alerts.sender.runOnce();
    const event = await h.db.kysely
      .selectFrom('alert_events')
      .select('dispatched_at')
      .where('id', '=', notice?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(event.dispatched_at).not.toBeNull();
  });

  test('two instances running a round at once write one digest', async () => {
    await follow('keyword', word('路由器'));
    const dpId = await product(word('路由器'), 30_000);
    await price(dpId, 20_000);
    const written = await Promise.all([
      digestRound(h.db, h.now.value),
      digestRound(h.db, h.now.value),
    ]);
    expect(written.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await notices()).toHaveLength(1);
  });

  test('removing a follow keeps its past digests in the notice centre', async () => {
    await follow('keyword', word('显示器'));
    const dpId = await product(word('显示器'), 150_000);
    await price(dpId, 120_000);
    await round();
    const listed = await me.get('/UserFollow/List');
    const id = listed.json<IdentityAnswer<{ list: { id: number }[] }>>().data?.list[0]?.id;
    await me.post('/UserFollow/Delete', { id: String(id) });
    expect((await notices()).map((n) => n.kind)).toEqual(['follow']);
  });
});
