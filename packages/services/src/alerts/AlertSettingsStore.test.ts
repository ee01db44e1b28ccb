// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { AlertSettingsStore } from './AlertSettingsStore';
import {
  MSG_DAILY_CAP_INVALID,
  MSG_EMAIL_SENT,
  MSG_FEED_RESET,
  MSG_PUSH_DENIED,
  MSG_PUSH_DISABLED,
  MSG_PUSH_ENABLED,
  MSG_PUSH_NOT_HERE,
  MSG_WEBHOOK_URL_INVALID,
} from './alertMessages';
import { unreadOf } from './unreadOf';
import { SAMPLE_ALERT_SETTINGS } from './sampleAlerts';
import {
  FAKE_PUSH_KEYS,
  alertsCalls,
  createFakePushDevice,
  setupAlerts,
  type AlertsSetup,
  type FakePushOptions,
} from './testing';

async function loaded(setup: AlertsSetup = {}, push: FakePushOptions = {}) {
  const context = setupAlerts(setup);
  const device = createFakePushDevice(push);
  const store = new AlertSettingsStore(context.root, context.api, device);
  await store.load();
  return { ...context, device, store };
}

describe('AlertSettingsStore', () => {
  it('reads the settings', async () => {
    const { store } = await loaded();
    expect(store.status).toBe('ready');
    expect(store.settings).toEqual(SAMPLE_ALERT_SETTINGS);
    expect(store.pushSupport).toBe('supported');
  });

  it('is signed out for a visitor without asking, and says why the settings could not be read', async () => {
    const visitor = await loaded({ hasSession: false });
    expect(visitor.store.status).toBe('signedOut');
    expect(visitor.api.calls).toEqual([]);
    const broken = await loaded({ alerts: { fail: { settings: '设置读取失败' } } });
    expect(broken.store.status).toBe('failed');
    expect(broken.store.error).toBe('设置读取失败');
  });

  it('moves a switch at once and keeps it when saved', async () => {
    const { store, api } = await loaded();
    const switching = store.switchChannel('email', false);
    expect(store.settings?.email.isOn).toBe(false);
    expect(store.isBusy('email')).toBe(true);
    await switching;
    expect(api.calls.at(-1)).toEqual(['saveSettings', { isEmailOn: false }]);
    expect(store.settings?.email.isOn).toBe(false);
    expect(store.isBusy('email')).toBe(false);
    expect(store.notes.email).toBeUndefined();
  });

  it('moves a switch back, with the reason, when refused', async () => {
    const { store } = await loaded({ alerts: { fail: { saveSettings: '请先验证邮箱' } } });
    await store.switchChannel('push', false);
    expect(store.settings?.push.isOn).toBe(true);
    expect(store.notes.push).toEqual({ tone: 'error', text: '请先验证邮箱' });
  });

  it('checks the schedule before saving it, and says where it is wrong', async () => {
    const { store, api } = await loaded();
    await store.saveSchedule({ dailyCap: '0', quietStart: '', quietEnd: '' });
    expect(store.notes.schedule).toEqual({
      tone: 'error',
      text: MSG_DAILY_CAP_INVALID,
      field: 'dailyCap',
    });
    expect(alertsCalls(api)).toEqual(['settings']);
    await store.saveSchedule({ dailyCap: '30', quietStart: '', quietEnd: '' });
    expect(api.calls.at(-1)).toEqual(['saveSettings', { dailyCap: 30, quietHours: null }]);
    expect(store.settings?.quietHours).toBeNull();
    expect(store.notes.schedule).toEqual({ tone: 'success', text: '已保存' });
  });

  it('saves the webhook address and shape, refusing what is not an http(s) address', async () => {
    const { store, api } = await loaded();
    await store.saveWebhook({ url: 'ftp://example.com/hook', preset: 'json' });
    expect(store.notes.webhook).toMatchObject({ text: MSG_WEBHOOK_URL_INVALID, field: 'url' });
    await store.saveWebhook({ url: ' https://ntfy.sh/my-topic ', preset: 'ntfy' });
    expect(api.calls.at(-1)).toEqual([
      'saveSettings',
      { webhookUrl: 'https://ntfy.sh/my-topic', webhookPreset: 'ntfy' },
    ]);
    expect(store.settings?.webhook).toMatchObject({
      url: 'https://ntfy.sh/my-topic',
      preset: 'ntfy',
    });
  });

  it('sets an e-mail address, which waits for its link, with the server’s line', async () => {
    const { store, api } = await loaded();
    await store.setEmail('不是邮箱');
    expect(store.notes.email).toMatchObject({ tone: 'error', field: 'address' });
    await store.setEmail(' new@example.com ');
    expect(api.calls.at(-1)).toEqual(['setEmail', 'new@example.com']);
    expect(store.settings?.email).toMatchObject({ address: 'new@example.com', isVerified: false });
    expect(store.notes.email).toEqual({ tone: 'success', text: MSG_EMAIL_SENT });
  });

  it('keeps each channel’s test apart: pending, sent, or the server’s reason', async () => {
    const { store } = await loaded({ alerts: { failTests: { webhook: 'Webhook 返回 HTTP 500' } } });
    const site = store.sendTest('site');
    const webhook = store.sendTest('webhook');
    expect(store.tests).toEqual({ site: { state: 'pending' }, webhook: { state: 'pending' } });
    await Promise.all([site, webhook]);
    expect(store.tests).toEqual({
      site: { state: 'sent', text: '测试消息已发送' },
      webhook: { state: 'failed', text: 'Webhook 返回 HTTP 500' },
    });
  });

  it('sends one test for a double press, and a site test reaches the bell', async () => {
    const { store, api, root } = await loaded();
    await Promise.all([store.sendTest('site'), store.sendTest('site')]);
    expect(alertsCalls(api).filter((name) => name === 'sendTest')).toHaveLength(1);
    await vi.waitFor(() => expect(unreadOf(root).value).toBe(4));
  });

  it('replaces the feed addresses', async () => {
    const { store } = await loaded();
    await store.resetFeed();
    expect(store.settings?.feed.rss).not.toBe(SAMPLE_ALERT_SETTINGS.feed.rss);
    expect(store.notes.feed).toEqual({ tone: 'success', text: MSG_FEED_RESET });
  });

  it('subscribes this browser with the server’s key, then unsubscribes it', async () => {
    const { store, api, device } = await loaded();
    await store.enablePush();
    expect(device.calls).toEqual(['subscribe BSamplePublicKey']);
    expect(api.calls.at(-1)).toEqual(['subscribePush', FAKE_PUSH_KEYS]);
    expect(store.settings?.push.devices).toBe(2);
    expect(store.pushHere).toBe('on');
    expect(store.notes.push).toEqual({ tone: 'success', text: MSG_PUSH_ENABLED });
    await store.disablePush();
    expect(api.calls.at(-1)).toEqual(['unsubscribePush', FAKE_PUSH_KEYS.endpoint]);
    expect(store.settings?.push.devices).toBe(1);
    expect(store.pushHere).toBe('off');
    expect(store.notes.push).toEqual({ tone: 'success', text: MSG_PUSH_DISABLED });
  });

  it('says so when this browser had no subscription to drop', async () => {
    const { store, api } = await loaded();
    await store.disablePush();
    expect(alertsCalls(api)).toEqual(['settings']);
    expect(store.notes.push).toEqual({ tone: 'success', text: MSG_PUSH_NOT_HERE });
  });

  it('reads push as blocked when the shopper blocks the prompt, telling the server nothing', async () => {
    const { store, api } = await loaded({}, { isBlockedOnAsk: true });
    await store.enablePush();
    expect(store.pushSupport).toBe('denied');
    expect(store.notes.push).toEqual({ tone: 'error', text: MSG_PUSH_DENIED });
    expect(alertsCalls(api)).toEqual(['settings']);
  });
});
