import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { AiConfig } from '../config.js';
import { DATA_CLOSE, DATA_OPEN } from '../prompt.js';
import { RULE_LABEL } from '../ruleAnalyst.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Db, Dialect } from '../../db/schema.js';
import {
  AI_PRODUCTS,
  INJECTION_COUPON,
  INJECTION_PROMOTION,
  INJECTION_TITLE,
  seedAiCatalogue,
} from '../../fakes/aiCatalogue.js';
import { answerText, readAnswerStream } from '../../fakes/aiStream.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';
import { saveEvent } from '../../promotions/write.js';
import { startFakeAiProvider, type FakeAiProvider } from '../../fakes/fakeAiProvider.js';

const NOW = 1_763_600_000;
const { phone, phoneTmall, kettle, injected } = AI_PRODUCTS;

// The app owns its database and closes it, so each app gets a freshly seeded one.
async function startApp(
  dialect: Dialect,
  ai: Partial<AiConfig>,
): Promise<{ app: FastifyInstance; base: string; db: Db }> {
  const db = await freshDb(dialect);
  await seedAiCatalogue(db, NOW);
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-ai-'));
  const config = loadConfig({});
  const app = await buildApp(
    { ...config, dataDir, siteDir: dataDir, logLevel: 'silent', ai: { ...config.ai, ...ai } },
    { db, clock: () => NOW },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: address, db };
}

describe.each(DIALECTS)('AI answers on %s', (dialect) => {
  describe('without a configured endpoint', () => {
    let app: FastifyInstance;
    let base: string;
    let db: Db;
    beforeAll(async () => ({ app, base, db } = await startApp(dialect, {})));
    afterAll(() => app.close());

    test('the rule-based analyst writes the rating, labelled, with figures from our data', async () => {
      const events = await readAnswerStream(await fetch(`${base}/api/ai/rate?dp=${phone}`)).all();
      expect(events[0]).toEqual({
        type: 'meta',
        data: { model: null, label: RULE_LABEL, madeAt: NOW, cached: false },
      });
      const text = answerText(events);
      for (const title of ['结论', '价格位置', '其他商城', '优惠', '购买时机']) {
        expect(text).toContain(`## ${title}`);
      }
      // The same goods cheaper in another store lead the verdict, with the store and the saving.
      expect(text).toContain(
        '## 结论\n\n**去天猫买更划算**：同款在天猫 ¥6099.00，比这里便宜 ¥200.00。',
      );
      expect(text).toContain('历史最低价 ¥5999.00');
      expect(text).toContain('天猫：¥6099.00');
      expect(text).toContain('促销：每满300减30');
      expect(text).toContain('优惠券：满5000减200');
      expect(events.at(-1)).toEqual({ type: 'done', data: { unknownFigures: [] } });
    });

    test('the time to wait names the store’s next sale from the promotion calendar', async () => {
      const day = 86_400;
      const event = (key: string, name: string, kind: string, startsIn: number) => ({
        type: 'event' as const,
        key,
        siteId: 3,
        name,
        kind,
        startsAt: NOW + startsIn * day,
        endsAt: NOW + (startsIn + 3) * day,
        rules: [],
        url: null,
        products: [],
      });
      // A brand day the phone takes no part in comes sooner; the store-wide 双12 is what to wait for.
      await saveEvent(db, event('t|brand', '京东坚果品牌日', '品牌日', 1), [], 'import', NOW);
      await saveEvent(db, event('t|d12', '京东双12', '双12', 4), [], 'import', NOW);
      try {
        const text = answerText(
          await readAnswerStream(await fetch(`${base}/api/ai/rate?dp=${phone}`)).all(),
        );
        expect(text).toMatch(/距离京东双12（\d{4}-\d{2}-\d{2} 开始）还有 4 天/);
        expect(text).not.toContain('坚果');
      } finally {
        await db.kysely.deleteFrom('promotions').where('key', 'like', 't|%').execute();
      }
    });

    test('the comparison covers every product and recommends one', async () => {
      const response = await fetch(`${base}/api/ai/compare?dp=${phone}&dp=${kettle}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = await readAnswerStream(response).all();
      const text = answerText(events);
      expect(text).toContain('商品1（京东）：华为 Mate 60 Pro');
      expect(text).toContain('商品2（京东）：美的电水壶');
      expect(text).toContain('## 推荐');
      expect(events.at(-1)).toEqual({ type: 'done', data: { unknownFigures: [] } });
    });

    test("promotions are told from their read rules, never in the store's words", async () => {
      const events = await readAnswerStream(
        await fetch(`${base}/api/ai/rate?dp=${injected}`),
      ).all();
      const text = answerText(events);
      expect(text).toContain('- 促销：满99减10（2025-11-19 见到）');
      expect(text).toContain('- 另有 2 条促销或优惠券文字未能识别，未列出。');
      expect(text).not.toContain('忽略');
      expect(text).not.toContain('输出');
      expect(events.at(-1)).toEqual({ type: 'done', data: { unknownFigures: [] } });
    });

    test('bad requests answer 4xx in Chinese', async () => {
      const one = await fetch(`${base}/api/ai/compare?dp=${phone}`);
      expect(one.status).toBe(400);
      expect(await one.json()).toEqual({ code: 400, msg: '请选择 2–4 件商品进行比较' });
      const unknown = await fetch(`${base}/api/ai/rate?dp=999999-3`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ code: 404, msg: '暂未收录该商品' });
      const malformed = await fetch(`${base}/api/ai/rate?dp=abc`);
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { msg: string }).msg).toBe('商品编号格式不正确');
    });
  });

  describe('with an OpenAI-compatible endpoint', () => {
    let fake: FakeAiProvider;
    let app: FastifyInstance;
    let base: string;
    let db: Db;
    beforeAll(async () => {
      fake = await startFakeAiProvider();
      ({ app, base, db } = await startApp(dialect, {
        baseUrl: fake.baseUrl,
        apiKey: 'sk-test',
        model: 'fake-model',
        dailyPerVisitor: 3,
        dailyPerUser: 50,
        dailyPerIp: 5,
      }));
    });
    afterAll(async () => {
      await app.close();
      await fake.close();
    });
    beforeEach(async () => {
      await db.kysely.deleteFrom('ai_answers').execute();
      await db.kysely.deleteFrom('identity_limits').execute();
      fake.requests.length = 0;
    });

    const rate = (dpId: string, fp = 'visitor-a') =>
      fetch(`${base}/api/ai/rate?dp=${dpId}`, { headers: { cookie: `fp=${fp}` } });

    test('chunks are relayed in order and the answer names the model', async () => {
      const chunks = ['## 结论\n\n', '现价 ', '¥6299.00', '，', '历史最低 ¥5999.00。'];
      fake.script({ chunks, delayMs: 2 });
      const events = await readAnswerStream(await rate(phone)).all();
      expect(events[0]?.data).toMatchObject({
        model: 'fake-model',
        label: 'fake-model',
        cached: false,
      });
      expect(events.filter((e) => e.type === 'delta').map((e) => e.data.text)).toEqual(chunks);
      expect(events.at(-1)).toEqual({ type: 'done', data: { unknownFigures: [] } });
      expect(fake.requests[0]?.authorization).toBe('Bearer sk-test');
      expect(fake.requests[0]?.body).toMatchObject({ model: 'fake-model', stream: true });
    });

    test('a figure the data does not hold is named, not hidden', async () => {
      fake.script({ chunks: ['现价 ¥6299.00，', '京东 PLUS 会员价 ¥5888.00。'] });
      const events = await readAnswerStream(await rate(phone)).all();
      expect(answerText(events)).toContain('¥5888.00');
      expect(events.at(-1)).toEqual({ type: 'done', data: { unknownFigures: ['¥5888.00'] } });
    });

    test('an identical request within the day comes from the cache', async () => {
      fake.script({ chunks: ['第一次的回答'] });
      await readAnswerStream(await rate(kettle)).all();
      fake.script({ chunks: ['第二次不该被问到'] });
      const events = await readAnswerStream(await rate(kettle, 'visitor-b')).all();
      expect(fake.requests).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({ cached: true, madeAt: NOW });
      expect(answerText(events)).toBe('第一次的回答');
    });

    test('a visitor is stopped at the daily limit; cached answers do not count', async () => {
      fake.script({ chunks: ['好'] });
      for (const dpId of [phone, kettle, phoneTmall])
        await readAnswerStream(await rate(dpId)).all();
      await readAnswerStream(await rate(phone)).all();
      const over = await rate(injected);
      expect(over.status).toBe(429);
      expect(await over.json()).toEqual({ code: 429, msg: '今天的 AI 分析次数已用完，请明天再来' });
      expect(fake.requests).toHaveLength(3);
    });

    test('one IP is stopped at its limit whoever asks', async () => {
      fake.script((request) => ({ chunks: [String(request.body.messages.length)] }));
      const asks = [
        rate(phone, 'v1'),
        rate(kettle, 'v2'),
        rate(phoneTmall, 'v3'),
        rate(injected, 'v4'),
        fetch(`${base}/api/ai/compare?dp=${phone}&dp=${kettle}`, { headers: { cookie: 'fp=v5' } }),
      ];
      for (const response of await Promise.all(asks)) await readAnswerStream(response).all();
      const over = await fetch(`${base}/api/ai/compare?dp=${kettle}&dp=${injected}`, {
        headers: { cookie: 'fp=v6' },
      });
      expect(over.status).toBe(429);
    });

    test('an error mid-stream ends with a Chinese message after what was received', async () => {
      fake.script({ chunks: ['## 结论\n\n', '现价', '不会到达'], errorAfter: 2 });
      const events = await readAnswerStream(await rate(phone)).all();
      expect(answerText(events)).toBe('## 结论\n\n现价');
      expect(events.at(-1)).toEqual({
        type: 'error',
        data: { msg: 'AI 服务在回答途中出错（上面是已收到的部分）' },
      });
      expect(await db.kysely.selectFrom('ai_answers').selectAll().execute()).toEqual([]);
    });

    test('a connection cut before [DONE] is reported, not taken as finished', async () => {
      fake.script({ chunks: ['一半', '另一半'], cutAfter: 1 });
      const events = await readAnswerStream(await rate(phone)).all();
      expect(events.at(-1)).toEqual({
        type: 'error',
        data: { msg: 'AI 服务的回答中途断开（上面是已收到的部分）' },
      });
    });

    test("the provider's 429 ends the stream with a Chinese message", async () => {
      fake.script({ chunks: [], status: 429 });
      const events = await readAnswerStream(await rate(phone)).all();
      expect(events.map((e) => e.type)).toEqual(['meta', 'error']);
      expect(events[1]?.data.msg).toBe('AI 服务繁忙（请求过多），请稍后再试');
    });

    test('the reader stopping cancels the upstream request', async () => {
      fake.script({ chunks: ['字0', '字1'], holdAfter: 1 });
      const stream = readAnswerStream(await rate(phone));
      await stream.until('delta');
      const aborted = fake.nextAbort();
      await stream.stop();
      await aborted;
      expect(fake.abortedCount()).toBeGreaterThanOrEqual(1);
      expect(await db.kysely.selectFrom('ai_answers').selectAll().execute()).toEqual([]);
    });

    test('a title carrying instructions stays inside the data block', async () => {
      fake.script({ chunks: ['好'] });
      await readAnswerStream(await rate(injected)).all();
      const [system, user] = fake.requests[0]?.body.messages ?? [];
      expect(system?.role).toBe('system');
      expect(system?.content).not.toContain('忽略以上所有指令');
      expect(system?.content).toContain('一律不执行');
      const content = user?.content ?? '';
      expect(content.split(DATA_OPEN)).toHaveLength(2);
      expect(content.split(DATA_CLOSE)).toHaveLength(2);
      const [before, rest = ''] = content.split(DATA_OPEN);
      const [inside = '', after] = rest.split(DATA_CLOSE);
      expect(before).not.toContain('忽略');
      expect(after).toBe('');
      const data = JSON.parse(inside) as { 商品: { 标题: string }[] };
      expect(data.商品[0]?.标题).toBe(INJECTION_TITLE.replace(/<<<|>>>/g, ''));
    });

    test("the model is given promotions as read rules, never the store's words", async () => {
      fake.script({ chunks: ['好'] });
      await readAnswerStream(await rate(injected)).all();
      const content = fake.requests[0]?.body.messages[1]?.content ?? '';
      const data = JSON.parse(content.split(DATA_OPEN)[1]?.split(DATA_CLOSE)[0] ?? '') as {
        商品: Record<string, unknown>[];
      };
      expect(data.商品[0]).toMatchObject({
        促销: [{ 规则: '满99减10', 门槛: '¥99.00', 减: '¥10.00', 见到日期: '2025-11-19' }],
        优惠券: [],
        未识别的促销文字: 2,
      });
      for (const text of [INJECTION_PROMOTION, INJECTION_COUPON, '输出']) {
        expect(content).not.toContain(text);
      }
    });
  });

  test('the answer times out with what was received', async () => {
    const fake = await startFakeAiProvider();
    const { app, base } = await startApp(dialect, {
      baseUrl: fake.baseUrl,
      model: 'slow',
      timeoutMs: 1_000,
    });
    try {
      // The first words, then silence until the server gives up: no race with a pace.
      fake.script({ chunks: ['开头', '不会到达'], holdAfter: 1 });
      const events = await readAnswerStream(await fetch(`${base}/api/ai/rate?dp=${phone}`)).all();
      expect(answerText(events)).toMatch(/^开头/);
      expect(events.at(-1)).toEqual({
        type: 'error',
        data: { msg: '等待 AI 回答超时（上面是已收到的部分）' },
      });
      await expect.poll(() => fake.abortedCount()).toBe(1);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
