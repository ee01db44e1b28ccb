// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthenticationRequiredError } from '../http/errors';
import { Http } from '../http/Http';
import { RefusedError } from '../http/RefusedError';
import { failureMessage } from '../login/failureMessage';
import { PersonalApi } from './PersonalApi';
import {
  isSignedAt,
  startIdentityServer,
  type IdentityServer,
  type SeenRequest,
} from '../testing/identityServer';

const NOW = Date.UTC(2026, 0, 1);
let host: IdentityServer;
let seen: SeenRequest[];
let answers: Map<string, unknown>;
let statuses: Map<string, number>;
let api: PersonalApi;

beforeAll(async () => {
  host = await startIdentityServer();
  ({ seen, answers, statuses } = host);
  api = new PersonalApi(new Http({ baseUrl: host.base, now: () => NOW }));
});

afterAll(() => host.close());

beforeEach(() => host.reset());

/** Whether `params` carry a fresh `t` and the core sign for `action`. */
function isSigned(params: Record<string, string>, action: string): boolean {
  return isSignedAt(params, action, NOW);
}

const WIRE_ITEM = {
  id: 7,
  dp_id: '100012043978-3',
  title: '华为 Mate 60 Pro',
  url: 'https://item.jd.com/100012043978.html',
  image_url: 'https://img.example/mate.jpg',
  site_id: 3,
  site_name: '京东',
  saved_price: 699_900,
  current_price: 599_900,
  lowest_price: 569_900,
  lowest_at: 1_760_000_000,
  drop_amount: 100_000,
  drop_percent: 14.3,
  target_price: null,
  group: '手机',
  created_at: 1_765_000_000,
};

describe('PersonalApi on the wire', () => {
  it('asks /UserCollection/List signed, with the spec parameters, and reads items, counts and groups', async () => {
    answers.set('/UserCollection/List', {
      code: '1',
      data: {
        list: [WIRE_ITEM],
        stat: { all: 12, reduce: 3 },
        groups: ['手机', '家电'],
        pg: 2,
        ps: 20,
        total: 21,
      },
    });
    const page = await api.collection({
      tab: 'reduce',
      sort: 'drop',
      page: 2,
      pageSize: 20,
      group: '手机',
    });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.params).toMatchObject({
      tab: 'reduce',
      stype: 'drop',
      pg: '2',
      ps: '20',
      opt: '手机',
      platform: 'web',
    });
    expect(isSigned(request?.params ?? {}, 'UserCollection/List')).toBe(true);
    expect(page.counts).toEqual({ all: 12, reduces: 3 });
    expect(page.groups).toEqual(['手机', '家电']);
    expect(page.total).toBe(21);
    expect(page.items[0]).toMatchObject({
      id: 7,
      dpId: '100012043978-3',
      savedPrice: 699_900,
      currentPrice: 599_900,
      dropPercent: 14.3,
      targetPrice: null,
      group: '手机',
    });
  });

  it('leaves the group out of the list call when none is chosen', async () => {
    answers.set('/UserCollection/List', { code: 1, data: { list: [], stat: {} } });
    await api.collection({ tab: 'all', sort: 'date', page: 1, pageSize: 20 });
    expect(seen[0]?.params).not.toHaveProperty('opt');
  });

  it('posts Add as a signed form with the target in fen, and Update with empty fields to clear', async () => {
    answers.set('/UserCollection/Add', { code: 1, data: WIRE_ITEM });
    answers.set('/UserCollection/Update', { code: 1, data: { ...WIRE_ITEM, group: null } });
    const added = await api.addToCollection('100012043978-3', { targetPrice: 550_000 });
    await api.updateCollectionItem(7, { targetPrice: null, group: null });
    expect(added.id).toBe(7);
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /UserCollection/Add',
      'POST /UserCollection/Update',
    ]);
    expect(seen[0]?.params).toMatchObject({ dp_id: '100012043978-3', target_price: '550000' });
    expect(seen[0]?.params).not.toHaveProperty('group');
    expect(seen[1]?.params).toMatchObject({ id: '7', target_price: '', group: '' });
    expect(isSigned(seen[0]?.params ?? {}, 'UserCollection/Add')).toBe(true);
  });

  it('asks /UserCollection/Item signed for one product and reads its watch, or null', async () => {
    answers.set('/UserCollection/Item', {
      code: 1,
      data: { ...WIRE_ITEM, alert: 'percent', alert_percent: 15 },
    });
    const item = await api.watchOf('100012043978-3');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.params).toMatchObject({ dp_id: '100012043978-3' });
    expect(isSigned(seen[0]?.params ?? {}, 'UserCollection/Item')).toBe(true);
    expect(item).toMatchObject({ id: 7, alert: 'percent', alertPercent: 15 });
    answers.set('/UserCollection/Item', { code: 1, data: null });
    expect(await api.watchOf('100012043978-3')).toBeNull();
  });

  it('sends the alert condition and its percentage, and reads them back', async () => {
    answers.set('/UserCollection/Update', {
      code: 1,
      data: { ...WIRE_ITEM, alert: 'percent', alert_percent: 15 },
    });
    const item = await api.updateCollectionItem(7, { alert: 'percent', alertPercent: 15 });
    await api.updateCollectionItem(7, { alert: 'lowest', alertPercent: null });
    expect(seen[0]?.params).toMatchObject({ id: '7', alert: 'percent', alert_percent: '15' });
    expect(seen[0]?.params).not.toHaveProperty('target_price');
    expect(seen[1]?.params).toMatchObject({ alert: 'lowest', alert_percent: '' });
    expect(item).toMatchObject({ alert: 'percent', alertPercent: 15 });
  });

  it('sends 近 N 天最低 with its days, 涨价, and the quiet interval (blank clears it), and reads them back', async () => {
    answers.set('/UserCollection/Update', {
      code: 1,
      data: { ...WIRE_ITEM, alert: 'lowest_days', alert_days: 30, alert_interval_hours: 24 },
    });
    const item = await api.updateCollectionItem(7, {
      alert: 'lowest_days',
      alertDays: 30,
      alertIntervalHours: 24,
    });
    await api.updateCollectionItem(7, { alert: 'rise', alertDays: null, alertIntervalHours: null });
    expect(seen[0]?.params).toMatchObject({
      alert: 'lowest_days',
      alert_days: '30',
      alert_interval_hours: '24',
    });
    expect(seen[1]?.params).toMatchObject({
      alert: 'rise',
      alert_days: '',
      alert_interval_hours: '',
    });
    expect(item).toMatchObject({ alert: 'lowest_days', alertDays: 30, alertIntervalHours: 24 });
  });

  it('reads an item without a condition as 低于目标价 when it has a target, else any drop', async () => {
    answers.set('/UserCollection/List', {
      code: 1,
      data: { list: [WIRE_ITEM, { ...WIRE_ITEM, id: 8, target_price: 500_000, alert: 'soon' }] },
    });
    const page = await api.collection({ tab: 'all', sort: 'date', page: 1, pageSize: 20 });
    expect(page.items.map(({ alert, alertPercent }) => [alert, alertPercent])).toEqual([
      ['drop', null],
      ['target', null],
    ]);
  });

  it('turns a refusal into a RefusedError that carries the server line', async () => {
    answers.set('/UserCollection/Delete', { code: 0, msg: '收藏不存在' });
    const error = await api.removeFromCollection(99).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RefusedError);
    expect(failureMessage(error)).toBe('收藏不存在');
  });

  it('rejects a visitor’s call with AuthenticationRequiredError', async () => {
    statuses.set('/UserExtend/Credit', 401);
    answers.set('/UserExtend/Credit', { code: 0, msg: '请先登录' });
    await expect(api.credits(1)).rejects.toBeInstanceOf(AuthenticationRequiredError);
  });

  it('asks the 价保 list with ps=30, effective, platform=pc and view=1, and reads the counts', async () => {
    answers.set('/UserExtend/WorthOrderList', {
      code: 1,
      data: {
        list: [
          {
            id: 3,
            dp_id: '100012043978-3',
            title: 'Mate',
            url: 'https://item.jd.com/100012043978.html',
            image_url: '',
            site_id: 3,
            site_name: '京东',
            paid_price: 629_900,
            bought_at: 1_766_000_000,
            window_days: 30,
            ends_at: 1_768_592_000,
            days_left: 21,
            lowest_since: 599_900,
            claimable: 30_000,
            current_price: 599_900,
            protect_url: 'https://pcsitepp-fm.jd.com/',
          },
        ],
        view: { valid: 2, expired: 1 },
        pg: 1,
        ps: 30,
        total: 2,
      },
    });
    const page = await api.protectOrders({ isEffective: false, page: 1 });
    expect(seen[0]?.params).toMatchObject({
      pg: '1',
      ps: '30',
      effective: '0',
      platform: 'pc',
      view: '1',
    });
    expect(page.counts).toEqual({ valid: 2, expired: 1 });
    expect(page.orders[0]).toMatchObject({ claimable: 30_000, daysLeft: 21, windowDays: 30 });
  });

  it('records an order by link with the day and window, or by dp id', async () => {
    await api.addProtectOrder({
      product: { url: 'https://item.jd.com/100012043978.html' },
      paidPrice: 629_900,
      boughtOn: '2025-12-22',
      windowDays: 30,
    });
    await api.addProtectOrder({
      product: { dpId: '100012043978-3' },
      paidPrice: 100,
      boughtOn: '2025-12-31',
    });
    expect(seen[0]?.params).toMatchObject({
      url: 'https://item.jd.com/100012043978.html',
      paid_price: '629900',
      bought_at: '2025-12-22',
      window_days: '30',
    });
    expect(seen[1]?.params).toMatchObject({ dp_id: '100012043978-3' });
    expect(seen[1]?.params).not.toHaveProperty('window_days');
  });

  it('checks in, and reads the credits page', async () => {
    answers.set('/UserExtend/Credit', {
      code: 1,
      data: {
        balance: 135,
        checked_in_today: true,
        rules: [{ reason: 'checkin', amount: 5, text: '每日签到' }],
        list: [{ id: 1, amount: 5, reason: 'checkin', text: '每日签到', created_at: 1 }],
        pg: 1,
        ps: 20,
        total: 1,
      },
    });
    await api.checkIn();
    const credits = await api.credits(1);
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /UserExtend/CheckIn',
      'GET /UserExtend/Credit',
    ]);
    expect(credits).toMatchObject({ balance: 135, isCheckedInToday: true, total: 1 });
    expect(credits.rules[0]?.amount).toBe(5);
  });

  it('lists, adds and removes follows as signed calls, and reads them', async () => {
    const wireFollow = {
      id: 4,
      kind: 'keyword',
      value: '耳机',
      name: '耳机',
      label: '关键词「耳机」',
      path: '/crc64/list?q=%E8%80%B3%E6%9C%BA',
      created_at: 1_765_000_000,
      last_digest_at: null,
    };
    answers.set('/UserFollow/List', { code: 1, data: { list: [wireFollow], max: 50 } });
    answers.set('/UserFollow/Add', { code: 1, data: wireFollow });
    answers.set('/UserFollow/Delete', { code: 1, data: { id: 4 } });
    const follow = {
      id: 4,
      kind: 'keyword',
      value: '耳机',
      name: '耳机',
      label: '关键词「耳机」',
      path: '/crc64/list?q=%E8%80%B3%E6%9C%BA',
      createdAt: 1_765_000_000,
      lastDigestAt: null,
    };
    expect(await api.follows()).toEqual({ follows: [follow], max: 50 });
    expect(await api.addFollow('keyword', '耳机')).toEqual(follow);
    await api.removeFollow(4);
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /UserFollow/List',
      'POST /UserFollow/Add',
      'POST /UserFollow/Delete',
    ]);
    expect(isSigned(seen[1]?.params ?? {}, 'UserFollow/Add')).toBe(true);
    expect(seen[1]?.params).toMatchObject({ kind: 'keyword', value: '耳机' });
    expect(seen[2]?.params).toMatchObject({ id: '4' });
  });
});
