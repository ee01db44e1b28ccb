import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { IdentityAnswer } from '../../identity/answers.js';
import type { WatchItem } from '../watchItems.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { newProducts, newUser } from '../../testing/personal.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

describe.each(DIALECTS)('alert rules on a watch (issue 38) on %s', (dialect) => {
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

  async function call(path: string, body: Record<string, string>) {
    const response = await me.post(path, body);
    return { status: response.statusCode, answer: response.json<IdentityAnswer<WatchItem>>() };
  }

  async function stored(dpId: string) {
    const response = await me.get('/UserCollection/Item', { dp_id: dpId });
    return response.json<IdentityAnswer<WatchItem | null>>().data;
  }

  test('涨价 and 近 N 天最低 are set with their N and an interval; the item answers them', async () => {
    const [dpId = ''] = await newProducts(h, [3_000]);
    const added = await call('/UserCollection/Add', {
      dp_id: dpId,
      alert: 'lowest_days',
      alert_days: '30',
      alert_interval_hours: '24',
    });
    expect(added).toMatchObject({
      status: 200,
      answer: { code: 1, data: { alert: 'lowest_days', alert_days: 30, alert_interval_hours: 24 } },
    });
    const rise = await call('/UserCollection/Update', { dp_id: dpId, alert: 'rise' });
    expect(rise.answer.data).toMatchObject({
      alert: 'rise',
      alert_days: 30,
      alert_interval_hours: 24,
    });
    const cleared = await call('/UserCollection/Update', { dp_id: dpId, alert_interval_hours: '' });
    expect(cleared.answer.data).toMatchObject({ alert: 'rise', alert_interval_hours: null });
    expect(await stored(dpId)).toMatchObject({ alert: 'rise', alert_interval_hours: null });
  });

  test('近 N 天最低 without its N is refused, on Add and when an Update clears it', async () => {
    const [dpId = ''] = await newProducts(h, [3_000]);
    expect(
      (await call('/UserCollection/Add', { dp_id: dpId, alert: 'lowest_days' })).answer,
    ).toEqual({ code: -1, msg: '选择“近 N 天最低”提醒时请填写天数' });
    expect(await stored(dpId)).toBeNull();
    await call('/UserCollection/Add', { dp_id: dpId, alert: 'lowest_days', alert_days: '7' });
    const clear = await call('/UserCollection/Update', { dp_id: dpId, alert_days: '' });
    expect(clear.answer).toEqual({ code: -1, msg: '选择“近 N 天最低”提醒时请填写天数' });
    expect(await stored(dpId)).toMatchObject({ alert: 'lowest_days', alert_days: 7 });
  });

  test('an N or an interval out of range is a 400 in Chinese and changes nothing', async () => {
    const [dpId = ''] = await newProducts(h, [3_000]);
    await call('/UserCollection/Add', { dp_id: dpId, alert: 'lowest_days', alert_days: '30' });
    const daysMsg = '“近 N 天最低”的天数应为 7–365 天';
    const hoursMsg = '提醒间隔应为 1–720 小时（留空为不限）';
    for (const [field, value, msg] of [
      ['alert_days', '6', daysMsg],
      ['alert_days', '366', daysMsg],
      ['alert_days', '30.5', daysMsg],
      ['alert_days', '-30', daysMsg],
      ['alert_days', 'abc', daysMsg],
      ['alert_interval_hours', '0', hoursMsg],
      ['alert_interval_hours', '721', hoursMsg],
      ['alert_interval_hours', '1e2', hoursMsg],
    ] as const) {
      // The rest of the body is valid: a bad field must not let the others through.
      const body = { dp_id: dpId, alert: 'rise', group: '新组', [field]: value };
      for (const path of ['/UserCollection/Add', '/UserCollection/Update']) {
        const { status, answer } = await call(path, body);
        expect([path, field, value, status, answer.msg]).toEqual([path, field, value, 400, msg]);
      }
    }
    expect(await stored(dpId)).toMatchObject({
      alert: 'lowest_days',
      alert_days: 30,
      alert_interval_hours: null,
      group: null,
    });
  });

  test('the bounds themselves are accepted', async () => {
    const [dpId = ''] = await newProducts(h, [3_000]);
    const low = await call('/UserCollection/Add', {
      dp_id: dpId,
      alert: 'lowest_days',
      alert_days: '7',
      alert_interval_hours: '1',
    });
    expect(low.answer.data).toMatchObject({ alert_days: 7, alert_interval_hours: 1 });
    const high = await call('/UserCollection/Update', {
      dp_id: dpId,
      alert_days: '365',
      alert_interval_hours: '720',
    });
    expect(high.answer.data).toMatchObject({ alert_days: 365, alert_interval_hours: 720 });
  });
});
