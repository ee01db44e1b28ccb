import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { SettingsView } from '../settingsView.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../../testing/personal.js';
import {
  startPushService,
  type BrowserSubscription,
  type LoopbackPushService,
} from '../../testing/pushService.js';
import type { IdentityAnswer } from '../../identity/answers.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

describe.each(DIALECTS)('who a push endpoint belongs to on %s', (dialect) => {
  let h: IdentityHarness;
  let push: LoopbackPushService;
  let owner: IdentityClient;
  let other: IdentityClient;
  let browser: BrowserSubscription;

  beforeAll(async () => {
    h = await identityHarness(dialect, START, { ALERT_WEBHOOK_ALLOW_PRIVATE: '1' });
    push = await startPushService();
  });
  afterAll(async () => {
    await h.app.close();
    await push.close();
  });
  beforeEach(async () => {
    h.now.value += 3_600;
    owner = await newUser(h);
    other = await newUser(h);
    const key = (await settings(owner)).push.public_key;
    browser = push.subscribe(key);
    const subscribed = await owner.post('/UserAlert/PushSubscribe', { ...browser });
    if (subscribed.json<IdentityAnswer>().code !== 1) throw new Error(subscribed.body);
  });

  async function settings(who: IdentityClient): Promise<SettingsView> {
    const answer = (await who.get('/UserAlert/Settings')).json<IdentityAnswer<SettingsView>>();
    if (!answer.data) throw new Error(answer.msg);
    return answer.data;
  }

  async function holderOf(endpoint: string): Promise<number[]> {
    const rows = await h.db.kysely
      .selectFrom('push_subscriptions')
      .select('user_id')
      .where('endpoint', '=', endpoint)
      .execute();
    return rows.map((row) => row.user_id);
  }

  async function uidOf(who: IdentityClient): Promise<number> {
    return Number(who.jar.get('plt_uid'));
  }

  /** A drop on a product `who` watches, sent through the alert sender; the pushes it made. */
  async function alertFor(who: IdentityClient) {
    const [dpId = ''] = await newProducts(h, [10_000]);
    await who.post('/UserCollection/Add', { dp_id: dpId });
    h.now.value += 60;
    await writePrices(h, [{ dpId, finalPrice: 9_000 }]);
    const before = push.received.length;
    await h.app.alerts.sender.runOnce();
    return push.received.slice(before);
  }

  test('another account cannot take an endpoint that is registered', async () => {
    const taken = await other.post('/UserAlert/PushSubscribe', { ...browser });
    expect(taken.json<IdentityAnswer>()).toMatchObject({
      code: -1,
      msg: '此浏览器的推送已由另一个账号开启，请先在那个账号退出登录或关闭推送',
    });
    expect(await holderOf(browser.endpoint)).toEqual([await uidOf(owner)]);
    expect((await settings(other)).push.devices).toBe(0);
    expect(await alertFor(owner)).toHaveLength(1);
    expect(await alertFor(other)).toEqual([]);
  });

  test('the owner subscribing again keeps the endpoint and takes the new keys', async () => {
    const fresh = push.subscribe((await settings(owner)).push.public_key);
    const again = await owner.post('/UserAlert/PushSubscribe', {
      ...fresh,
      endpoint: browser.endpoint,
    });
    expect(again.json<IdentityAnswer<SettingsView>>().data?.push.devices).toBe(1);
    const [row] = await h.db.kysely
      .selectFrom('push_subscriptions')
      .select(['p256dh', 'auth'])
      .where('endpoint', '=', browser.endpoint)
      .execute();
    expect(row).toEqual({ p256dh: fresh.p256dh, auth: fresh.auth });
  });

  test("signing out with the browser's endpoint frees it for the next account", async () => {
    const ownerId = await uidOf(owner);
    const out = await owner.post('/User/Logout', { push_endpoint: browser.endpoint });
    expect(out.json<IdentityAnswer>().code).toBe(1);
    expect(await holderOf(browser.endpoint)).toEqual([]);
    const next = await other.post('/UserAlert/PushSubscribe', { ...browser });
    expect(next.json<IdentityAnswer<SettingsView>>().data?.push.devices).toBe(1);
    expect(await holderOf(browser.endpoint)).toEqual([await uidOf(other)]);
    expect(await alertFor(owner)).toEqual([]);
    expect(ownerId).not.toBe(await uidOf(other));
  });

  test("signing out cannot remove another account's endpoint", async () => {
    const out = await other.post('/User/Logout', { push_endpoint: browser.endpoint });
    expect(out.json<IdentityAnswer>().code).toBe(1);
    expect(await holderOf(browser.endpoint)).toEqual([await uidOf(owner)]);
  });

  test('an endpoint the push service calls gone can be registered again', async () => {
    const gone = push.subscribe((await settings(owner)).push.public_key, 410);
    await owner.post('/UserAlert/PushUnsubscribe', { endpoint: browser.endpoint });
    await owner.post('/UserAlert/PushSubscribe', { ...gone });
    await alertFor(owner);
    expect(await holderOf(gone.endpoint)).toEqual([]);
    const next = await other.post('/UserAlert/PushSubscribe', { ...gone });
    expect(next.json<IdentityAnswer>().code).toBe(1);
    expect(await holderOf(gone.endpoint)).toEqual([await uidOf(other)]);
  });
});
