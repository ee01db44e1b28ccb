import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPushService, type LoopbackPushService } from '../../testing/pushService.js';
import { DROP_ALERT, TEST_ALERT } from '../../testing/sampleAlerts.js';
import { sendPush, type PushOptions } from './push.js';
import type { VapidKeys } from './vapid.js';

const KEYS: VapidKeys = {
  ...webPush.generateVAPIDKeys(),
  subject: 'mailto:alerts@pricetrail.test',
};

// The push service here is on loopback, which only a test may reach.
const LOOPBACK: PushOptions = { allowPrivate: true };

describe('sendPush', () => {
  let service: LoopbackPushService;

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());

  test('delivers the alert encrypted for the browser, with a VAPID token for the endpoint', async () => {
    const subscription = service.subscribe(KEYS.publicKey);
    expect(await sendPush(subscription, DROP_ALERT, KEYS, LOOPBACK)).toBe('sent');
    expect(service.refused).toEqual([]);
    expect(service.received.at(-1)).toEqual({
      endpoint: subscription.endpoint,
      claims: { aud: service.origin, sub: KEYS.subject, exp: expect.any(Number) },
      ttl: 86_400,
      payload: {
        id: DROP_ALERT.id,
        key: DROP_ALERT.key,
        title: DROP_ALERT.title,
        body: DROP_ALERT.text,
        url: DROP_ALERT.url,
        icon: DROP_ALERT.product?.imageUrl,
        tag: 'pricetrail-price-100012043978-3',
      },
    });
  });

  test('asks the push service to keep the message as long as told', async () => {
    const subscription = service.subscribe(KEYS.publicKey);
    await sendPush(subscription, TEST_ALERT, KEYS, { ...LOOPBACK, ttlSeconds: 600 });
    expect(service.received.at(-1)?.ttl).toBe(600);
  });

  test.each([404, 410])('a subscription the push service answers %i to is gone', async (status) => {
    const subscription = service.subscribe(KEYS.publicKey, status);
    expect(await sendPush(subscription, DROP_ALERT, KEYS, LOOPBACK)).toBe('gone');
  });

  test('any other failure status rejects with it', async () => {
    const subscription = service.subscribe(KEYS.publicKey, 500);
    await expect(sendPush(subscription, DROP_ALERT, KEYS, LOOPBACK)).rejects.toThrow(
      '推送服务返回 HTTP 500',
    );
  });

  test('a push service that does not answer in time rejects', async () => {
    const subscription = service.subscribe(KEYS.publicKey, 'never');
    await expect(
      sendPush(subscription, DROP_ALERT, KEYS, { ...LOOPBACK, timeoutMs: 200 }),
    ).rejects.toThrow('推送服务在 0.2 秒内没有响应');
  });

  test('keys that are not a browser’s reject before anything is sent', async () => {
    const subscription = { ...service.subscribe(KEYS.publicKey), p256dh: 'bm90IGEga2V5' };
    const before = service.received.length;
    await expect(sendPush(subscription, DROP_ALERT, KEYS, LOOPBACK)).rejects.toThrow(
      '推送订阅的地址或密钥无效',
    );
    expect(service.received).toHaveLength(before);
  });

  test.each(['[::ffff:0:127.0.0.1]', '[::127.0.0.1]', '[2002:7f00:1::1]'])(
    'an endpoint at %s is refused at send time',
    async (host) => {
      const subscription = service.subscribe(KEYS.publicKey);
      const endpoint = new URL(subscription.endpoint);
      endpoint.hostname = host;
      await expect(
        sendPush({ ...subscription, endpoint: endpoint.toString() }, DROP_ALERT, KEYS, {
          allowPrivate: false,
        }),
      ).rejects.toThrow('推送地址无法解析，或指向内网、本机');
    },
  );

  test('an endpoint on loopback or a private network is refused unless allowed', async () => {
    const subscription = service.subscribe(KEYS.publicKey);
    const before = service.received.length;
    await expect(sendPush(subscription, DROP_ALERT, KEYS, { allowPrivate: false })).rejects.toThrow(
      '推送地址无法解析，或指向内网、本机',
    );
    expect(service.received).toHaveLength(before);
  });
});
