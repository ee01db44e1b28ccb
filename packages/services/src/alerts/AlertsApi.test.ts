// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthenticationRequiredError } from '../http/errors';
import { Http } from '../http/Http';
import { RefusedError } from '../http/RefusedError';
import { failureMessage } from '../login/failureMessage';
import {
  isSignedAt,
  startIdentityServer,
  type IdentityServer,
  type SeenRequest,
} from '../testing/identityServer';
import { AlertsApi } from './AlertsApi';

const NOW = Date.UTC(2026, 0, 1);
let host: IdentityServer;
let seen: SeenRequest[];
let answers: Map<string, unknown>;
let statuses: Map<string, number>;
let api: AlertsApi;

beforeAll(async () => {
  host = await startIdentityServer();
  ({ seen, answers, statuses } = host);
  api = new AlertsApi(new Http({ baseUrl: host.base, now: () => NOW }));
});

afterAll(() => host.close());

beforeEach(() => host.reset());

const WIRE_NOTICE = {
  id: 41,
  kind: 'protect',
  title: '「价保提醒」华为 Mate 60 Pro 可申请 ¥300.00',
  text: '买入价 ¥6299.00，现价 ¥5999.00',
  url: 'https://www.pricetrail.cn/trend/100012043978-3.html',
  dp_id: '100012043978-3',
  image_url: 'https://img.example/mate.jpg',
  price: 599_900,
  previous_price: 629_900,
  claim_amount: 30_000,
  created_at: 1_767_225_000,
  read: false,
};

const WIRE_SETTINGS = {
  daily_cap: 20,
  quiet_start: '23:00',
  quiet_end: '07:30',
  email: { address: 'xiaoming@example.com', verified: true, on: true, available: true },
  webhook: {
    url: null,
    preset: 'bark',
    on: false,
    secret: 'whsec_abc',
    presets: [
      { value: 'json', label: 'JSON', example: 'https://你的服务/hook' },
      { value: 'bark', label: 'Bark', example: 'https://api.day.app/你的设备key' },
      { value: 'pager', label: 'Pager', example: 'https://pager.example' },
    ],
  },
  push: { available: true, public_key: 'BPub', on: true, devices: 2 },
  feed: { rss: 'https://x/feed/t.rss', atom: 'https://x/feed/t.atom' },
};

describe('AlertsApi on the wire', () => {
  it('asks /UserNotice/List signed with pg and ps=20, and reads notices and the unread count', async () => {
    answers.set('/UserNotice/List', {
      code: 1,
      data: {
        list: [WIRE_NOTICE, { id: 42, kind: 'soon', read: 1 }],
        pg: 2,
        ps: 20,
        total: 23,
        unread: 5,
      },
    });
    const page = await api.notices(2);
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.params).toMatchObject({ pg: '2', ps: '20' });
    expect(isSignedAt(request?.params ?? {}, 'UserNotice/List', NOW)).toBe(true);
    expect(page).toMatchObject({ page: 2, pageSize: 20, total: 23, unread: 5 });
    expect(page.notices[0]).toEqual({
      id: 41,
      kind: 'protect',
      title: WIRE_NOTICE.title,
      text: WIRE_NOTICE.text,
      url: WIRE_NOTICE.url,
      dpId: '100012043978-3',
      imageUrl: 'https://img.example/mate.jpg',
      price: 599_900,
      previousPrice: 629_900,
      claimAmount: 30_000,
      createdAt: 1_767_225_000,
      isRead: false,
    });
    expect(page.notices[1]).toMatchObject({ kind: 'drop', dpId: null, price: null, isRead: true });
  });

  it('reads the unread count, and marks one notice or all of them read', async () => {
    answers.set('/UserNotice/Unread', { code: 1, data: { unread: 3 } });
    answers.set('/UserNotice/Read', { code: 1, data: { unread: 0 } });
    expect(await api.unreadCount()).toBe(3);
    expect(await api.markRead(41)).toBe(0);
    await api.markRead();
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /UserNotice/Unread',
      'POST /UserNotice/Read',
      'POST /UserNotice/Read',
    ]);
    expect(seen[1]?.params).toMatchObject({ id: '41' });
    expect(seen[2]?.params).not.toHaveProperty('id');
    expect(isSignedAt(seen[2]?.params ?? {}, 'UserNotice/Read', NOW)).toBe(true);
  });

  it('reads the settings: quiet hours, every channel, only the webhook shapes it knows', async () => {
    answers.set('/UserAlert/Settings', { code: 1, data: WIRE_SETTINGS });
    expect(await api.settings()).toEqual({
      dailyCap: 20,
      quietHours: { start: '23:00', end: '07:30' },
      email: {
        address: 'xiaoming@example.com',
        isVerified: true,
        isOn: true,
        isAvailable: true,
      },
      webhook: {
        url: null,
        preset: 'bark',
        isOn: false,
        secret: 'whsec_abc',
        presets: [
          { value: 'json', label: 'JSON', example: 'https://你的服务/hook' },
          { value: 'bark', label: 'Bark', example: 'https://api.day.app/你的设备key' },
        ],
      },
      push: { isAvailable: true, publicKey: 'BPub', isOn: true, devices: 2 },
      feed: { rss: 'https://x/feed/t.rss', atom: 'https://x/feed/t.atom' },
    });
  });

  it('reads half-set quiet hours as none', async () => {
    answers.set('/UserAlert/Settings', {
      code: 1,
      data: { ...WIRE_SETTINGS, quiet_start: '23:00', quiet_end: null },
    });
    expect((await api.settings()).quietHours).toBeNull();
  });

  it('posts only the changed settings, switches as 1 / 0 and empty fields to clear', async () => {
    answers.set('/UserAlert/Settings', { code: 1, data: WIRE_SETTINGS });
    await api.saveSettings({ dailyCap: 30, isEmailOn: false, isPushOn: true });
    await api.saveSettings({ quietHours: null, webhookUrl: null });
    await api.saveSettings({ quietHours: { start: '22:00', end: '08:00' }, webhookPreset: 'ntfy' });
    expect(seen[0]?.method).toBe('POST');
    const fields = seen.map(({ params }) =>
      Object.fromEntries(Object.entries(params).filter(([key]) => key !== 't' && key !== 'sign')),
    );
    expect(fields).toEqual([
      { daily_cap: '30', email_on: '0', push_on: '1' },
      { quiet_start: '', quiet_end: '', webhook_url: '' },
      { quiet_start: '22:00', quiet_end: '08:00', webhook_preset: 'ntfy' },
    ]);
    expect(isSignedAt(seen[0]?.params ?? {}, 'UserAlert/Settings', NOW)).toBe(true);
  });

  it('sets the e-mail address and passes on the server’s line', async () => {
    answers.set('/UserAlert/Email', {
      code: 1,
      msg: '验证邮件已发送，请查收',
      data: WIRE_SETTINGS,
    });
    const answer = await api.setEmail('new@example.com');
    expect(seen[0]?.params).toMatchObject({ email: 'new@example.com' });
    expect(answer.message).toBe('验证邮件已发送，请查收');
    expect(answer.settings.email.address).toBe('xiaoming@example.com');
  });

  it('subscribes and unsubscribes a browser, and resets the feed', async () => {
    await api.subscribePush({ endpoint: 'https://push.example/1', p256dh: 'key', auth: 'secret' });
    await api.unsubscribePush('https://push.example/1');
    await api.resetFeed();
    expect(seen.map(({ path }) => path)).toEqual([
      '/UserAlert/PushSubscribe',
      '/UserAlert/PushUnsubscribe',
      '/UserAlert/ResetFeed',
    ]);
    expect(seen[0]?.params).toMatchObject({
      endpoint: 'https://push.example/1',
      p256dh: 'key',
      auth: 'secret',
    });
    expect(seen[1]?.params).toMatchObject({ endpoint: 'https://push.example/1' });
  });

  it('sends a test and answers the server’s line; a failed one rejects with its reason', async () => {
    answers.set('/UserAlert/Test', {
      code: 1,
      msg: '测试消息已发送',
      data: { channel: 'site', sent: true },
    });
    expect(await api.sendTest('site')).toBe('测试消息已发送');
    expect(seen[0]?.params).toMatchObject({ channel: 'site' });
    answers.set('/UserAlert/Test', { code: -1, msg: 'Webhook 返回 HTTP 500' });
    const error = await api.sendTest('webhook').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RefusedError);
    expect(failureMessage(error)).toBe('Webhook 返回 HTTP 500');
  });

  it('rejects a visitor’s call with AuthenticationRequiredError', async () => {
    statuses.set('/UserNotice/Unread', 401);
    answers.set('/UserNotice/Unread', { code: 0, msg: '请先登录' });
    await expect(api.unreadCount()).rejects.toBeInstanceOf(AuthenticationRequiredError);
  });
});
