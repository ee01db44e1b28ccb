import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOKEN_COOKIE } from '../../../identity/cookies.js';
import { randomToken, sha256Hex } from '../../../identity/hashing.js';
import { DIALECTS } from '../../../testing/dialects.js';
import {
  importHistory,
  postReports,
  priceHarness,
  summaryOf,
  type PriceHarness,
  type ReportsAnswer,
} from '../../../testing/priceReports.js';

const NOW = 1_763_600_000;
const DAY = 86_400;
const START_PRICE = 500_000;
const DROP = 200_000;

/** What a fixture contributor has behind them. */
interface Past {
  ageDays: number;
  published: number;
  contradictedDaysAgo?: number;
}

describe.each(DIALECTS)('reporters earn and lose weight on %s', (dialect) => {
  let h: PriceHarness;
  let product = 0;
  let phone = 0;

  beforeAll(async () => {
    h = await priceHarness(dialect, NOW);
  });
  afterAll(() => h.app.close());

  async function freshProduct(): Promise<{ dp: string; id: number }> {
    const dp = `1000120450${String(++product).padStart(2, '0')}-3`;
    await importHistory(h, dp, [[NOW - 30 * DAY, START_PRICE]]);
    const row = await h.db.kysely
      .selectFrom('products')
      .select('id')
      .where('dp_id', '=', dp)
      .executeTakeFirstOrThrow();
    return { dp, id: row.id };
  }

  /** A signed-in user with the given past, as a session cookie. */
  async function contributor(past: Past): Promise<string> {
    const { id: productId } = await freshProduct();
    const user = await h.db.kysely
      .insertInto('users')
      .values({
        phone: `1380000${String(++phone).padStart(4, '0')}`,
        email: null,
        nickname: '比价达人',
        password_hash: null,
        created_at: NOW - past.ageDays * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = randomToken();
    await h.db.kysely
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(token),
        user_id: user.id,
        created_at: NOW,
        expires_at: NOW + DAY,
      })
      .execute();
    const report = (status: string, resolvedAt: number) => ({
      product_id: productId,
      reporter: `user:${user.id}`,
      network: '192.0.2.0/24',
      user_id: user.id,
      ts: resolvedAt - 60,
      list_price: 100,
      final_price: 100,
      promo: null,
      coupon: null,
      status,
      received_at: resolvedAt - 60,
      resolved_at: resolvedAt,
    });
    const rows = Array.from({ length: past.published }, (_, i) =>
      report('published', NOW - (i + 2) * DAY),
    );
    if (past.contradictedDaysAgo !== undefined) {
      rows.push(report('contradicted', NOW - past.contradictedDaysAgo * DAY));
    }
    if (rows.length > 0) await h.db.kysely.insertInto('price_reports').values(rows).execute();
    return `${TOKEN_COOKIE}=${token}`;
  }

  async function reportAs(dp: string, at: number, options: { ip: string; cookie?: string }) {
    h.now.value = at;
    const answer = await postReports(h, [{ dpId: dp, listPrice: DROP, observedAt: at }], {
      ip: options.ip,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
    return answer.json<ReportsAnswer>();
  }

  test('a contributor in good standing publishes a −60% change alone', async () => {
    const cookie = await contributor({ ageDays: 31, published: 5 });
    const { dp } = await freshProduct();
    expect(await reportAs(dp, NOW, { ip: '203.0.113.5', cookie })).toMatchObject({ accepted: 1 });
    expect((await summaryOf(h, dp)).currentFinal).toBe(DROP);
  });

  test.each([
    ['an account younger than 30 days', { ageDays: 29, published: 5 }],
    ['fewer than 5 corroborated reports', { ageDays: 31, published: 4 }],
    [
      'a report contradicted in the last 30 days',
      { ageDays: 90, published: 9, contradictedDaysAgo: 10 },
    ],
  ])('%s is not good standing: the change waits', async (_, past) => {
    const cookie = await contributor(past);
    const { dp } = await freshProduct();
    expect(await reportAs(dp, NOW, { ip: '203.0.113.5', cookie })).toMatchObject({ pending: 1 });
    expect((await summaryOf(h, dp)).currentFinal).toBe(START_PRICE);
  });

  test('a network contradicted three times in a week stops corroborating until it ages out', async () => {
    const liar = '203.0.113.66';
    const { dp } = await freshProduct();
    for (let i = 0; i < 3; i++) {
      const at = NOW + i * 3_600;
      expect(await reportAs(dp, at, { ip: liar })).toMatchObject({ pending: 1 });
      // The operator's feed sees the real price a minute later: the report was wrong.
      h.now.value = at + 60;
      await importHistory(h, dp, [[at + 60, START_PRICE]]);
    }
    const later = NOW + 4 * 3_600;
    const disputed = await freshProduct();
    expect(await reportAs(disputed.dp, later, { ip: liar })).toMatchObject({ pending: 1 });
    expect(await reportAs(disputed.dp, later + 10, { ip: '198.51.100.7' })).toMatchObject({
      pending: 1,
    });
    expect((await summaryOf(h, disputed.dp)).currentFinal).toBe(START_PRICE);
    expect(await reportAs(disputed.dp, later + 20, { ip: '192.0.2.9' })).toMatchObject({
      accepted: 1,
    });

    const weekLater = NOW + 2 * 3_600 + 60 + 7 * DAY + 1;
    const again = await freshProduct();
    expect(await reportAs(again.dp, weekLater, { ip: liar })).toMatchObject({ pending: 1 });
    expect(await reportAs(again.dp, weekLater + 10, { ip: '198.51.100.7' })).toMatchObject({
      accepted: 1,
    });
  });
});
