import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { dayStartTs, shanghaiDay } from '../../calendar.js';
import { awardCredit, CREDIT_RULES, type CreditPage } from '../credits.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { newUser } from '../../testing/personal.js';
import type { IdentityAnswer } from '../../identity/answers.js';
import type { SpecPage } from '../../http/specPage.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

interface CheckInData {
  awarded: number;
  balance: number;
  checked_in_today: boolean;
}

describe.each(DIALECTS)('credits on %s', (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;
  let userId: number;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    h.now.value += 3_600;
    me = await newUser(h);
    userId = Number(me.jar.get('plt_uid'));
  });

  async function checkIn() {
    return (await me.post('/UserExtend/CheckIn', {})).json<IdentityAnswer<CheckInData>>();
  }

  async function credits(query: Record<string, string> = {}) {
    return (await me.get('/UserExtend/Credit', query)).json<IdentityAnswer<SpecPage<CreditPage>>>()
      .data;
  }

  test('checking in twice the same day pays once and says so', async () => {
    expect((await credits())?.checked_in_today).toBe(false);
    expect(await checkIn()).toEqual({
      code: 1,
      msg: '签到成功，积分 +5',
      data: { awarded: 5, balance: 5, checked_in_today: true },
    });
    expect(await checkIn()).toEqual({
      code: 1,
      msg: '今日已签到',
      data: { awarded: 0, balance: 5, checked_in_today: true },
    });
    expect((await credits())?.checked_in_today).toBe(true);
  });

  test('two check-ins at the same moment (two tabs) pay once', async () => {
    const answers = await Promise.all([checkIn(), checkIn(), checkIn()]);
    expect(answers.map((a) => a.data?.awarded).sort()).toEqual([0, 0, 5]);
    expect((await credits())?.list).toHaveLength(1);
  });

  test('the day turns at midnight Shanghai time (16:00 UTC)', async () => {
    h.now.value = dayStartTs(shanghaiDay(h.now.value) + 1) - 1;
    expect(new Date(h.now.value * 1000).toISOString()).toMatch(/T15:59:59\.000Z$/);
    expect((await checkIn()).data?.awarded).toBe(5);
    h.now.value += 1;
    expect((await credits())?.checked_in_today).toBe(false);
    expect((await checkIn()).data).toEqual({ awarded: 5, balance: 10, checked_in_today: true });
  });

  test('an award pays once per reason and reference; the balance is the sum of the ledger', async () => {
    const now = h.now.value;
    expect(await awardCredit(h.db, userId, 'contribution', 'obs:1', 1, now)).toBe(true);
    expect(await awardCredit(h.db, userId, 'contribution', 'obs:1', 1, now)).toBe(false);
    expect(await awardCredit(h.db, userId, 'contribution', 'obs:2', 1, now)).toBe(true);
    expect(await awardCredit(h.db, userId, 'shaidan', 'obs:1', 20, now)).toBe(true);
    await checkIn();
    const page = await credits();
    expect(page).toMatchObject({ balance: 27, checked_in_today: true, total: 4, pg: 1, ps: 20 });
    expect(page?.rules).toEqual(CREDIT_RULES);
    expect(page?.list.map((e) => [e.reason, e.amount, e.text])).toEqual([
      ['checkin', 5, '每日签到'],
      ['shaidan', 20, '晒单通过审核'],
      ['contribution', 1, '插件上报的价格被采纳'],
      ['contribution', 1, '插件上报的价格被采纳'],
    ]);
    const second = await credits({ pg: '2', ps: '3' });
    expect(second?.list.map((e) => e.ref)).toEqual(['obs:1']);
  });

  test("one user's credits are not another's", async () => {
    await checkIn();
    const other = await newUser(h);
    const theirs = await other.get('/UserExtend/Credit');
    expect(theirs.json<IdentityAnswer<SpecPage<CreditPage>>>().data).toMatchObject({
      balance: 0,
      list: [],
    });
  });

  test('a visitor is asked to sign in; a cross-site check-in is refused', async () => {
    const crossSite = await me.post('/UserExtend/CheckIn', {}, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await credits())?.balance).toBe(0);
    me.jar.clear();
    const visitor = await me.post('/UserExtend/CheckIn', {});
    expect(visitor.json()).toEqual({ code: 401, msg: '请先登录' });
  });
});
