import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SettingsView } from '../settingsView.js';
import { DIALECTS } from '../../testing/dialects.js';
import { identityHarness, type IdentityHarness } from '../../testing/identityClient.js';
import { newUser } from '../../testing/personal.js';
import { startPushService, type LoopbackPushService } from '../../testing/pushService.js';
import type { IdentityAnswer } from '../../identity/answers.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

// IPv6 spellings of loopback and private IPv4 addresses, and special-purpose IPv6 ranges.
const PRIVATE_HOSTS = [
  '[::ffff:0:127.0.0.1]',
  '[::127.0.0.1]',
  '[::ffff:127.0.0.1]',
  '[64:ff9b::10.0.0.1]',
  '[64:ff9b:1::1]',
  '[2002:a9fe:a9fe::1]',
  '[2001:0:4136:e378:8000:63bf:f5ff:fffe]',
  '[fec0::1]',
];

describe.each(DIALECTS)('webhook and push targets on private addresses on %s', (dialect) => {
  let h: IdentityHarness;
  let push: LoopbackPushService;

  beforeAll(async () => {
    // No ALERT_WEBHOOK_ALLOW_PRIVATE: as in production.
    h = await identityHarness(dialect, START);
    push = await startPushService();
  });
  afterAll(async () => {
    await h.app.close();
    await push.close();
  });

  test.each(PRIVATE_HOSTS)('a webhook at %s is not saved', async (host) => {
    const me = await newUser(h);
    const saved = await me.post('/UserAlert/Settings', { webhook_url: `http://${host}/hook` });
    expect(saved.json<IdentityAnswer>()).toMatchObject({
      code: -1,
      msg: 'Webhook 地址不能指向内网或本机',
    });
    const settings = await me.get('/UserAlert/Settings');
    expect(settings.json<IdentityAnswer<SettingsView>>().data?.webhook).toMatchObject({
      url: null,
    });
  });

  test.each(PRIVATE_HOSTS)('a push endpoint at %s is not saved', async (host) => {
    const me = await newUser(h);
    const key = (await me.get('/UserAlert/Settings')).json<IdentityAnswer<SettingsView>>().data
      ?.push;
    const browser = push.subscribe(key?.public_key ?? '');
    const endpoint = `https://${host}${new URL(browser.endpoint).pathname}`;
    const subscribed = await me.post('/UserAlert/PushSubscribe', { ...browser, endpoint });
    expect([subscribed.statusCode, subscribed.json<IdentityAnswer>().msg]).toEqual([
      400,
      '推送地址不能指向内网或本机',
    ]);
    const rows = await h.db.kysely
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('endpoint', '=', endpoint)
      .execute();
    expect(rows).toEqual([]);
  });
});
