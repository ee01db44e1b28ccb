import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import { seedDemo } from '../prices/write/demoSeed.js';
import { DIALECTS, freshDb } from '../testing/dialects.js';
import { answers } from '../fakes/fakeStore.js';
import { FakeShortLinks, SHORT_LINK_HOSTS } from '../fakes/fakeShortLinks.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;
const DAY = 86_400;

describe.each(DIALECTS)('short links pasted on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let fake: FakeShortLinks;
  let jdItem: string;
  let now = NOW;

  const resolve = (url: string) => app.inject({ url: '/api/trend/resolve', query: { url } });
  const identify = (url: string) => app.inject({ url: '/api/trend/identify', query: { url } });

  beforeAll(async () => {
    fake = await FakeShortLinks.start();
    db = await freshDb(dialect);
    await seedDemo(db, { now: NOW, products: 12 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-short-links-'));
    app = await buildApp(
      {
        ...loadConfig({ STORE_HOST_MAP: fake.hostMap([...SHORT_LINK_HOSTS, 'mall.jd.com']) }),
        dataDir,
        siteDir: dataDir,
      },
      { db, clock: () => now, logStream: { write: () => undefined } },
    );
    const row = await db.kysely
      .selectFrom('products')
      .select('item_id')
      .where('site_id', '=', 3)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    jdItem = row.item_id;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  test('a JD app share text (3.cn) resolves to the product it stands for', async () => {
    fake.link('https://3.cn/1-ABCdef', `https://item.m.jd.com/product/${jdItem}.html?utm=app`);
    const text = '【京东】https://3.cn/1-ABCdef?jkl=@XyZ 「好物」 点击链接直接打开';
    const response = await resolve(text);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ dpId: string }>().dpId).toBe(`${jdItem}-3`);
    expect((await identify(text)).json()).toEqual({
      dpId: `${jdItem}-3`,
      url: `https://item.jd.com/${jdItem}.html`,
    });
  });

  test('a 淘口令 (m.tb.cn page naming its target in script) queues the Taobao item it names', async () => {
    fake.link(
      'https://m.tb.cn/h.5XyzAbc',
      'https://a.m.taobao.com/i712345678901.htm?price=99&sourceType=item&ut_sk=1.abc',
    );
    const text =
      '7¥ CZ0001 AbCdEfGhIjK¥ https://m.tb.cn/h.5XyzAbc  MU4321 「小米手环8」点击链接直接打开';
    const response = await resolve(text);
    expect(response.json()).toEqual({ code: 404, msg: '暂未收录该商品，已加入追踪队列' });
    const queued = await db.kysely
      .selectFrom('tracking_queue')
      .select(['dp_id', 'canonical_url'])
      .where('dp_id', '=', '712345678901-123')
      .executeTakeFirst();
    expect(queued?.canonical_url).toBe('https://item.taobao.com/item.htm?id=712345678901');
    expect((await identify(text)).json()).toMatchObject({ dpId: '712345678901-123' });
  });

  test('u.jd.com (a page, then its own redirect) and Pinduoduo share links expand too', async () => {
    fake.link('https://u.jd.com/Xy12ab', `https://item.jd.com/${jdItem}.html`);
    fake.link(
      'https://p.pinduoduo.com/aBcD1234',
      'https://mobile.yangkeduo.com/goods.html?goods_id=556677889900&page_from=1',
    );
    expect((await identify('https://u.jd.com/Xy12ab')).json()).toMatchObject({
      dpId: `${jdItem}-3`,
    });
    expect((await identify('https://p.pinduoduo.com/aBcD1234')).json()).toEqual({
      dpId: '556677889900-353',
      url: 'https://mobile.yangkeduo.com/goods.html?goods_id=556677889900',
    });
  });

  test('three redirects are followed; a fourth is refused', async () => {
    const target = `https://item.jd.com/${jdItem}.html`;
    fake.answer('https://3.cn/three', answers.redirect('https://dwz.cn/a3'));
    fake.answer('https://dwz.cn/a3', answers.redirect('https://url.cn/b3'));
    fake.answer('https://url.cn/b3', answers.redirect(target));
    expect((await identify('https://3.cn/three')).statusCode).toBe(200);

    fake.answer('https://3.cn/four', answers.redirect('https://dwz.cn/a4'));
    fake.answer('https://dwz.cn/a4', answers.redirect('https://url.cn/b4'));
    fake.answer('https://url.cn/b4', answers.redirect('https://dwz.cn/c4'));
    fake.answer('https://dwz.cn/c4', answers.redirect(target));
    expect((await resolve('https://3.cn/four')).json()).toEqual({
      code: 400,
      msg: '这个短链接跳转次数过多，已停止识别，请复制商品页的完整链接',
    });
  });

  test('a short link leading outside the stores is refused in Chinese and never followed', async () => {
    fake.answer('https://3.cn/evil', answers.redirect('https://evil.example/steal'));
    fake.answer('https://dwz.cn/own', answers.redirect(`${fake.origin}/__control/release`));
    fake.link('https://m.tb.cn/h.look', 'https://item.taobao.com.evil.example/item.htm?id=1');
    expect((await resolve('https://3.cn/evil')).json()).toEqual({
      code: 400,
      msg: '这个短链接指向商城以外的网站（evil.example），已拒绝打开',
    });
    expect((await resolve('https://dwz.cn/own')).json<{ msg: string }>().msg).toContain(
      '已拒绝打开',
    );
    expect((await resolve('https://m.tb.cn/h.look')).json<{ msg: string }>().msg).toContain(
      'item.taobao.com.evil.example',
    );
  });

  test('a short link that leads to no product says so', async () => {
    fake.answer('https://m.tb.cn/h.gone', answers.html('<p>该口令已失效</p>'));
    fake.answer('https://3.cn/shop', answers.redirect('https://mall.jd.com/index-1000.html'));
    fake.answer('https://mall.jd.com/index-1000.html', answers.html('<p>店铺首页</p>'));
    const noProduct = '这个短链接没有指向商品页（可能已失效），请在 App 中重新分享或复制商品页链接';
    expect((await resolve('https://m.tb.cn/h.gone')).json()).toEqual({ code: 400, msg: noProduct });
    expect((await resolve('https://3.cn/shop')).json()).toEqual({ code: 400, msg: noProduct });
    expect((await resolve('https://3.cn/unknown')).json()).toEqual({
      code: 400,
      msg: '这个短链接已失效，请在 App 中重新分享',
    });
    fake.answer('https://e.tb.cn/h.huge', answers.huge(300 * 1024));
    expect((await resolve('https://e.tb.cn/h.huge')).json<{ msg: string }>().msg).toBe(
      '短链接暂时无法打开，请稍后再试或复制商品页的完整链接',
    );
  });

  test('an expansion is remembered for a day, and one crowd waits on one request', async () => {
    const short = 'https://3.cn/cached';
    fake.link(short, `https://item.jd.com/${jdItem}.html`);
    fake.hold(short);
    const crowd = Promise.all([resolve(short), identify(`看看 ${short}`), resolve(short)]);
    await vi.waitFor(() => expect(fake.requestsFor(short)).toBe(1));
    fake.release(short);
    for (const answer of await crowd) expect(answer.statusCode).toBe(200);
    expect((await resolve(short)).statusCode).toBe(200);
    expect(fake.requestsFor(short)).toBe(1);
    now += DAY + 1;
    expect((await resolve(short)).statusCode).toBe(200);
    expect(fake.requestsFor(short)).toBe(2);
  });
});
