import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import type { Db } from '../../../db/schema.js';
import { DIALECTS, freshDb } from '../../../testing/dialects.js';
import type { ReportsAnswer } from '../../../testing/priceReports.js';

const NOW = 1_763_600_000;
const URL_A = 'https://item.jd.com/100012043978.html';

describe.each(DIALECTS)('POST /api/prices/observations on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await freshDb(dialect);
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-obs-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
  });
  afterAll(() => app.close());

  function post(observations: unknown[], client = 'alice', ip = '203.0.113.10') {
    return app.inject({
      method: 'POST',
      url: '/api/prices/observations',
      headers: { 'x-pricetrail-client': client },
      remoteAddress: ip,
      payload: { observations },
    });
  }

  async function pointCount() {
    const row = await db.kysely
      .selectFrom('price_points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  test('a new product is recorded; repeats and unchanged prices add no rows', async () => {
    const first = {
      url: URL_A,
      title: '华为 Mate 60 Pro',
      listPrice: 699_900,
      observedAt: NOW - 600,
    };
    const answer = (await post([first])).json<ReportsAnswer>();
    expect(answer).toMatchObject({ accepted: 1, rejected: 0 });
    await post([first]);
    await post([{ dpId: '100012043978-3', listPrice: 699_900, observedAt: NOW - 300 }]);
    expect(await pointCount()).toBe(1);
    const product = await app.inject('/api/products/100012043978-3');
    expect(product.json()).toMatchObject({
      product: { demo: false },
      summary: { currentFinal: 699_900 },
    });
  });

  test('bad items get their own Chinese reasons; good items in the batch still land', async () => {
    const answer = (
      await post([
        { dpId: '100012043978-3', listPrice: 689_900, observedAt: NOW - 200 },
        { dpId: 'nope', listPrice: 1, observedAt: NOW },
        { url: 'https://example.com/x', listPrice: 1, observedAt: NOW },
        { dpId: '100012043978-3', listPrice: -5, observedAt: NOW },
        { dpId: '100012043978-3', listPrice: 100, finalPrice: 200, observedAt: NOW },
        { dpId: '100012043978-3', listPrice: 100, observedAt: NOW + 86_400 },
        { dpId: '555-3', listPrice: 100, observedAt: NOW },
      ])
    ).json<ReportsAnswer>();
    expect(answer.accepted).toBe(1);
    expect(answer.results.map((r) => r.msg)).toEqual([
      undefined,
      '商品编号格式不正确',
      '暂不支持该商城的链接',
      '页面价必须是正整数（单位：分）',
      '到手价不能高于页面价',
      '观察时间必须是合理的秒级时间戳',
      '暂未收录该商品，请附上商品链接和标题',
    ]);
  });

  test('an anonymous jump of more than 50% waits until a second network confirms it', async () => {
    const crash = { dpId: '100012043978-3', listPrice: 99_900, observedAt: NOW - 100 };
    expect((await post([crash], 'mallory')).json<ReportsAnswer>().pending).toBe(1);
    expect((await post([crash], 'mallory')).json<ReportsAnswer>().pending).toBe(1);
    expect((await post([crash], 'mallory-2', '203.0.113.77')).json<ReportsAnswer>().pending).toBe(
      1,
    );
    // The earlier solo report of ¥6,899.00 shows as 待核实 beside the published price.
    const before = await app.inject('/api/products/100012043978-3');
    expect(before.json()).toMatchObject({
      summary: { currentFinal: 699_900, pending: { finalPrice: 689_900 } },
    });
    const confirm = { ...crash, observedAt: NOW - 50 };
    expect((await post([confirm], 'bob', '198.51.100.20')).json<ReportsAnswer>().accepted).toBe(1);
    const after = await app.inject('/api/products/100012043978-3');
    expect(after.json()).toMatchObject({ summary: { currentFinal: 99_900, pending: null } });
  });

  test('a product twice in one batch: its second report is screened against its first', async () => {
    const URL_B = 'https://item.jd.com/100088776655.html';
    const first = { url: URL_B, title: '荣耀 100', listPrice: 249_900, observedAt: NOW - 90 };
    const other = { dpId: '100012043978-3', listPrice: 99_900, observedAt: NOW - 80 };
    const second = { dpId: '100088776655-3', listPrice: 229_900, observedAt: NOW - 70 };
    const answer = (
      await post([first, other, second], 'carol', '192.0.2.40')
    ).json<ReportsAnswer>();
    expect(answer.results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted']);
    // The first price published; the second waits beside it as 待核实 rather than replacing it.
    const product = await app.inject('/api/products/100088776655-3');
    expect(product.json()).toMatchObject({
      summary: { currentFinal: 249_900, pending: { finalPrice: 229_900 } },
    });
  });

  test('whole-request problems are a 400: no list, too many items', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/prices/observations',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const many = Array.from({ length: 501 }, () => ({
      dpId: '1-3',
      listPrice: 1,
      observedAt: NOW,
    }));
    const tooMany = await post(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ msg: string }>().msg).toMatch(/^请求参数有误/);
  });

  test('each connection is rate-limited on its own', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await post([{ dpId: 'x' }], 'flooder', '192.0.2.50')).statusCode;
    }
    expect(last).toBe(429);
    expect((await post([{ dpId: 'x' }], 'flooder', '192.0.2.51')).statusCode).toBe(200);
  });
});
