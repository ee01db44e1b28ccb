import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  MSG_PUSH_KEY_INVALID,
  applicationServerKey,
  base64UrlToBytes,
  bytesToBase64Url,
  isForKey,
  pushKeysOf,
} from './pushKeys';
import { pushSupport } from './pushSubscription';

/** A fresh ArrayBuffer holding exactly these bytes, as `PushSubscription.getKey` gives. */
function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

function browserPublicKey(): Buffer {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey();
}

describe('base64url', () => {
  // Node's own base64url stands in as the reference; every length covers each padding case.
  test.each(Array.from({ length: 20 }, (_, length) => length))(
    '%i bytes encode and decode as Node does',
    (length) => {
      const bytes = randomBytes(length);
      const text = bytes.toString('base64url');
      expect(bytesToBase64Url(arrayBufferOf(bytes))).toBe(text);
      expect(Array.from(base64UrlToBytes(text))).toEqual(Array.from(bytes));
    },
  );

  test('decodes the two URL-safe characters and takes padding too', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(base64UrlToBytes('-_8='))).toEqual([0xfb, 0xff]);
  });
});

describe('the applicationServerKey of a VAPID public key', () => {
  test('is the 65 bytes of the uncompressed point', () => {
    const publicKey = browserPublicKey();
    expect(Array.from(applicationServerKey(publicKey.toString('base64url')))).toEqual(
      Array.from(publicKey),
    );
  });

  test.each([
    ['text outside the alphabet', 'not a key!'],
    ['a key of the wrong length', randomBytes(32).toString('base64url')],
    ['a compressed point', Buffer.concat([Buffer.of(2), randomBytes(64)]).toString('base64url')],
  ])('refuses %s', (_, key) => {
    expect(() => applicationServerKey(key)).toThrow(MSG_PUSH_KEY_INVALID);
  });

  test('tells a subscription made for it from one made for another key', () => {
    const publicKey = browserPublicKey();
    const key = applicationServerKey(publicKey.toString('base64url'));
    expect(isForKey(arrayBufferOf(publicKey), key)).toBe(true);
    expect(isForKey(arrayBufferOf(browserPublicKey()), key)).toBe(false);
    expect(isForKey(null, key)).toBe(false);
  });
});

describe('the keys of a browser subscription', () => {
  test('are its endpoint and its two keys in base64url', () => {
    const p256dh = browserPublicKey();
    const auth = randomBytes(16);
    const keys = pushKeysOf({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      getKey: (name) => arrayBufferOf(name === 'p256dh' ? p256dh : auth),
    });
    expect(keys).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      p256dh: p256dh.toString('base64url'),
      auth: auth.toString('base64url'),
    });
  });

  test('are refused when the browser gives none', () => {
    expect(() => pushKeysOf({ endpoint: 'https://push.test/1', getKey: () => null })).toThrow(
      '推送订阅缺少密钥',
    );
  });
});

test('push is unsupported where there is no browser (server rendering, Node)', () => {
  expect(pushSupport()).toBe('unsupported');
});
