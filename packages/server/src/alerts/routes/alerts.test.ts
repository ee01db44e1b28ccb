import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { NoticeItem } from '../notices.js';
import { updateSettings } from '../settings.js';
import type { SettingsView } from '../settingsView.js';
import { openDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { DIALECTS, freshTarget, type TestTarget } from '../../testing/dialects.js';
import { startSmtpSink, startWebhookReceiver } from '../../testing/alertSinks.js';
import { startPushService } from '../../testing/pushService.js';
import {
  identityHarnessOn,
  type IdentityClient,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../../testing/personal.js';
import type { IdentityAnswer } from '../../identity/answers.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

describe.each(DIALECTS)('alerts through their channels on %s', (dialect) => {
  let target: TestTarget;
  let h: IdentityHarness;
  let me: IdentityClient;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = await startWebhookReceiver();
    target = await freshTarget(dialect);
    const db = openDb(target);
    await migrateToLatest(db);
    h = await identityHarnessOn(db, START, {
      SMTP_URL: smtp.url,
      MAIL_FROM: '价迹 <alerts@pricetrail.test>',
      ALERT_WEBHOOK_ALLOW_PRIVATE: '1',
    });
  });
  afterAll(async () => {
    await h.app.close();
    await Promise.all([smtp.close(), hook.close()]);
  });
  beforeEach(async () => {
    h.now.value += 3_600;
    me = await newUser(h);
    smtp.mails.length = 0;
    hook.hooks.length = 0;
    hook.answerWith(() => 204);
  });

  async function settings(body?: Record<string, string>, who = me) {
    const answer = body
      ? await who.post('/UserAlert/Settings', body)
      : await who.get('/UserAlert/Settings');
    return answer.json<IdentityAnswer<SettingsView>>();
  }

  async function notices(who = me) {
    const answer = await who.get('/UserNotice/List');
    return answer.json<IdentityAnswer<{ list: NoticeItem[]; unread: number; total: number }>>()
      .data;
  }

  /** A watched product whose price then drops from ¥100 to ¥90. */
  async function dropOnWatched(who = me) {
    const [dpId = ''] = await newProducts(h, [10_000]);
    await who.post('/UserCollection/Add', { dp_id: dpId });
    h.now.value += 60;
    await writePrices(h, [{ dpId, finalPrice: 9_000 }]);
    return dpId;
  }

  async function withWebhook(who = me) {
    const saved = await settings({ webhook_url: hook.url, webhook_preset: 'json' }, who);
    hook.expectSecret(saved.data?.webhook.secret ?? '');
    return saved;
  }

  test('a drop becomes an unread notice with its figures; Read marks one or all', async () => {
    const dpId = await dropOnWatched();
    const first = await notices();
    expect(first?.unread).toBe(1);
    expect(first?.list[0]).toMatchObject({
      kind: 'drop',
      dp_id: dpId,
      price: 9_000,
      previous_price: 10_000,
      read: false,
      url: `http://pricetrail.test/crc64/dp${dpId}`,
    });
    expect(first?.list[0]?.title).toBe(`「降价提醒」测试商品 ${dpId} ¥90.00`);
    expect((await me.get('/UserNotice/Unread')).json()).toMatchObject({ data: { unread: 1 } });
    const id = String(first?.list[0]?.id);
    expect((await me.post('/UserNotice/Read', { id })).json()).toMatchObject({
      data: { unread: 0 },
    });
    await dropOnWatched();
    await dropOnWatched();
    expect((await notices())?.unread).toBe(2);
    expect((await me.post('/UserNotice/Read', {})).json()).toMatchObject({ data: { unread: 0 } });
  });

  test('settings start with defaults and refuse bad values in Chinese', async () => {
    const fresh = (await settings()).data;
    expect(fresh).toMatchObject({
      daily_cap: 20,
      quiet_start: null,
      email: { address: null, verified: false, on: false, available: true },
      webhook: { url: null, preset: 'json', on: false },
      push: { on: true, devices: 0 },
    });
    expect(fresh?.feed.rss).toMatch(/^http:\/\/pricetrail\.test\/feed\/[\w-]+\.rss$/);
    const saved = await settings({ daily_cap: '5', quiet_start: '22:30', quiet_end: '07:00' });
    expect(saved.data).toMatchObject({ daily_cap: 5, quiet_start: '22:30', quiet_end: '07:00' });
    expect(saved.data).toEqual((await settings()).data);
    const bad = async (body: Record<string, string>) =>
      (await me.post('/UserAlert/Settings', body)).json<IdentityAnswer>().msg;
    expect(await bad({ daily_cap: '0' })).toBe('每日提醒上限应为 1–100 条');
    expect(await bad({ quiet_start: '22:00' })).toBe('请同时设置免打扰的开始和结束时间');
    expect(await bad({ quiet_start: '25:00', quiet_end: '07:00' })).toBe(
      '免打扰时间格式应为 HH:MM（如 22:00）',
    );
    expect(await bad({ webhook_preset: 'slack' })).toBe('不支持的 Webhook 格式');
    expect(await bad({ email_on: '1' })).toBe('请先验证邮箱');
    expect(await bad({ webhook_on: '1' })).toBe('请先填写 Webhook 地址');
    expect(await bad({ webhook_url: 'ftp://example.com/x' })).toMatch(/Webhook/);
    expect((await settings()).data?.daily_cap).toBe(5);
  });

  test('e-mail: a verification link turns mail alerts on; alerts arrive; one click or the confirm page unsubscribes', async () => {
    const set = await me.post('/UserAlert/Email', { email: 'shopper@example.com' });
    expect(set.json()).toMatchObject({ code: 1, msg: '验证邮件已发送，请查收' });
    const verification = smtp.mails.at(-1);
    expect(verification?.to).toBe('shopper@example.com');
    const link = /http:\/\/pricetrail\.test(\/UserAlert\/VerifyEmail\?token=[\w-]+)/.exec(
      verification?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const again = await me.post('/UserAlert/Email', { email: 'shopper@example.com' });
    expect(again.json()).toMatchObject({ code: -1, msg: '验证邮件发送太频繁，请一分钟后再试' });
    const opened = await h.app.inject({ method: 'GET', url: link ?? '' });
    expect([opened.statusCode, opened.headers.location]).toEqual([
      302,
      '/mine/notice?email=verified',
    ]);
    const reused = await h.app.inject({ method: 'GET', url: link ?? '' });
    expect(reused.headers.location).toBe('/mine/notice?email=invalid');
    expect((await settings()).data?.email).toMatchObject({ verified: true, on: true });

    const dpId = await dropOnWatched();
    await h.app.alerts.sender.runOnce();
    const alert = smtp.mails.at(-1);
    expect(alert?.subject).toBe(`「降价提醒」测试商品 ${dpId} ¥90.00`);
    expect(alert?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<(http:\/\/pricetrail\.test\/UserAlert\/Unsubscribe\?token=[\w-]+)>/.exec(
      alert?.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    const unsubscribePath = (unsubscribe ?? '').replace('http://pricetrail.test', '');
    const oneClick = await h.app.inject({
      method: 'POST',
      url: unsubscribePath,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(204);
    expect((await settings()).data?.email).toMatchObject({ verified: true, on: false });

    // The link in the mail's footer: opening it (as a mail scanner does) only shows the button.
    await me.post('/UserAlert/Settings', { email_on: '1' });
    const confirmPage = await h.app.inject({ method: 'GET', url: unsubscribePath });
    expect([confirmPage.statusCode, confirmPage.headers['content-type']]).toEqual([
      200,
      'text/html; charset=utf-8',
    ]);
    expect(confirmPage.body).toContain('确认退订');
    expect((await settings()).data?.email).toMatchObject({ verified: true, on: true });
    const confirmed = await h.app.inject({
      method: 'POST',
      url: /action="([^"]+)"/.exec(confirmPage.body)?.[1]?.replaceAll('&amp;', '&') ?? '',
      payload: 'confirmed=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([
      303,
      '/mine/notice?email=unsubscribed',
    ]);
    expect((await settings()).data?.email).toMatchObject({ verified: true, on: false });
  });

  test('webhook: signed calls for the test button and for alerts, each alert once', async () => {
    await withWebhook();
    expect((await me.post('/UserAlert/Test', { channel: 'webhook' })).json()).toMatchObject({
      code: 1,
      msg: '测试消息已发送',
    });
    const dpId = await dropOnWatched();
    await h.app.alerts.sender.runOnce();
    await h.app.alerts.sender.runOnce();
    expect(hook.hooks.map((c) => c.signed)).toEqual([true, true]);
    const body = JSON.parse(hook.hooks[1]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'drop', price: 9_000, previous_price: 10_000 });
    expect(body.product).toMatchObject({ dp_id: dpId });
  });

  test('each 发送测试 carries a key of its own, so a receiver dropping repeats keeps every test', async () => {
    await withWebhook();
    const userId = Number(me.jar.get('plt_uid'));
    await updateSettings(
      h.db,
      userId,
      { email: 'tester@example.com', email_verified: 1, email_on: 1 },
      h.now.value,
    );
    for (const channel of ['webhook', 'webhook', 'email', 'email']) {
      expect((await me.post('/UserAlert/Test', { channel })).json()).toMatchObject({ code: 1 });
    }
    const hookKeys = hook.hooks.map((call) => call.headers['x-pricetrail-event']);
    const mailIds = smtp.mails.map((mail) => mail.headers['message-id']);
    expect(new Set(hookKeys).size).toBe(2);
    expect(new Set(mailIds).size).toBe(2);
    expect(hookKeys).not.toContain('0');
  });

  test('a failing webhook is retried after its wait, and the test button says why it failed', async () => {
    await withWebhook();
    hook.answerWith(() => 500);
    expect((await me.post('/UserAlert/Test', { channel: 'webhook' })).json()).toEqual({
      code: -1,
      msg: 'Webhook 返回 HTTP 500',
    });
    await dropOnWatched();
    await h.app.alerts.sender.runOnce();
    expect(hook.hooks).toHaveLength(2);
    hook.answerWith(() => 204);
    await h.app.alerts.sender.runOnce();
    expect(hook.hooks).toHaveLength(2);
    h.now.value += 60;
    await h.app.alerts.sender.runOnce();
    expect(hook.hooks).toHaveLength(3);
    expect(hook.hooks.at(-1)?.signed).toBe(true);
  });

  test('past the daily cap alerts stay in-site only; quiet hours hold them until they end', async () => {
    await withWebhook();
    await settings({ daily_cap: '1' });
    await dropOnWatched();
    await dropOnWatched();
    await h.app.alerts.sender.runOnce();
    expect(hook.hooks).toHaveLength(1);
    expect((await notices())?.total).toBe(2);

    const other = await newUser(h);
    await withWebhook(other);
    // Quiet from the current Shanghai minute until an hour later.
    const minute = Math.floor(((h.now.value + 8 * 3600) % 86_400) / 60);
    const clock = (m: number) =>
      `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    await settings({ quiet_start: clock(minute), quiet_end: clock(minute + 60) }, other);
    hook.hooks.length = 0;
    await dropOnWatched(other);
    await h.app.alerts.sender.runOnce();
    expect(hook.hooks).toHaveLength(0);
    h.now.value += 3_600;
    await h.app.alerts.sender.runOnce();
    expect(hook.hooks).toHaveLength(1);
  });

  test('the outbox survives a restart: a second instance sends what the first never did, once', async () => {
    await withWebhook();
    await dropOnWatched();
    // A new instance on the same database, as after a crash between the price write and the send.
    const restarted = await identityHarnessOn(openDb(target), h.now.value, {
      ALERT_WEBHOOK_ALLOW_PRIVATE: '1',
    });
    restarted.now.value = h.now.value;
    const senders = [restarted, h].map((instance) => instance.app.alerts.sender);
    // Two senders at once on PostgreSQL; SQLite serves one process, so there they take turns.
    if (dialect === 'postgres') await Promise.all(senders.map((s) => s.runOnce()));
    else for (const sender of senders) await sender.runOnce();
    await restarted.app.alerts.sender.runOnce();
    expect(hook.hooks).toHaveLength(1);
    await restarted.app.close();
  });

  test('browser push: a subscribed browser gets the test and the alert; a gone one is dropped', async () => {
    const push = await startPushService();
    try {
      const key = (await settings()).data?.push.public_key ?? '';
      const browser = push.subscribe(key);
      const subscribed = await me.post('/UserAlert/PushSubscribe', { ...browser });
      expect(subscribed.json<IdentityAnswer<SettingsView>>().data?.push).toMatchObject({
        devices: 1,
        on: true,
      });
      expect((await me.post('/UserAlert/Test', { channel: 'push' })).json()).toMatchObject({
        code: 1,
      });
      const dpId = await dropOnWatched();
      await h.app.alerts.sender.runOnce();
      expect(push.received.map((p) => p.payload)).toMatchObject([
        { title: '「测试消息」价迹提醒通道工作正常' },
        {
          title: `「降价提醒」测试商品 ${dpId} ¥90.00`,
          url: `http://pricetrail.test/crc64/dp${dpId}`,
        },
      ]);
      await me.post('/UserAlert/PushUnsubscribe', { endpoint: browser.endpoint });
      await me.post('/UserAlert/PushSubscribe', { ...push.subscribe(key, 410) });
      expect((await me.post('/UserAlert/Test', { channel: 'push' })).json()).toEqual({
        code: -1,
        msg: '推送订阅已失效，请重新开启',
      });
      expect((await settings()).data?.push.devices).toBe(0);
      const bad = await me.post('/UserAlert/PushSubscribe', { ...browser, p256dh: 'abc' });
      expect([bad.statusCode, bad.json<IdentityAnswer>().msg]).toEqual([400, '推送密钥格式不正确']);
    } finally {
      await push.close();
    }
  });

  test('browser push: an alert to a subscription the push service calls gone drops it', async () => {
    const push = await startPushService();
    try {
      const key = (await settings()).data?.push.public_key ?? '';
      const subscribed = await me.post('/UserAlert/PushSubscribe', { ...push.subscribe(key, 410) });
      expect(subscribed.json<IdentityAnswer<SettingsView>>().data?.push.devices).toBe(1);
      await dropOnWatched();
      await h.app.alerts.sender.runOnce();
      expect((await settings()).data?.push.devices).toBe(0);
    } finally {
      await push.close();
    }
  });

  test('the personal feed lists alerts at a secret URL that a reset retires', async () => {
    const dpId = await dropOnWatched();
    const { rss, atom } = (await settings()).data?.feed ?? { rss: '', atom: '' };
    const path = (url: string) => url.replace('http://pricetrail.test', '');
    const feed = await h.app.inject({ method: 'GET', url: path(rss) });
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain(`测试商品 ${dpId}`);
    expect((await h.app.inject({ method: 'GET', url: path(atom) })).body).toContain('<feed');
    await me.post('/UserAlert/ResetFeed', {});
    expect((await h.app.inject({ method: 'GET', url: path(rss) })).statusCode).toBe(404);
  });

  test('the in-site test button adds a test notice; a visitor or a cross-site call is refused', async () => {
    expect((await me.post('/UserAlert/Test', { channel: 'site' })).json()).toMatchObject({
      code: 1,
    });
    expect((await notices())?.list[0]).toMatchObject({ kind: 'test', read: false });
    expect((await me.post('/UserAlert/Test', { channel: 'email' })).json()).toEqual({
      code: -1,
      msg: '请先验证邮箱',
    });
    const visitor = await h.app.inject({ method: 'GET', url: '/UserNotice/Unread' });
    expect(visitor.statusCode).toBeGreaterThanOrEqual(400);
  });
});
