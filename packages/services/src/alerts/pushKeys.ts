/** The VAPID public key the server sent is not a P-256 public key. */
export const MSG_PUSH_KEY_INVALID = '推送公钥无效，请刷新页面后重试';

/** A browser push subscription as the server stores it: the endpoint and its keys, base64url. */
export interface PushSubscriptionKeys {
  readonly endpoint: string;
  /** The browser's P-256 public key. */
  readonly p256dh: string;
  /** The browser's 16-byte auth secret. */
  readonly auth: string;
}

/** The bytes of a base64url text (padding optional); throws on characters outside the alphabet. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Bytes as unpadded base64url text. */
export function bytesToBase64Url(bytes: ArrayBuffer): string {
  const binary = Array.from(new Uint8Array(bytes), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The `applicationServerKey` of a base64url VAPID key: an uncompressed P-256 point (65 bytes). */
export function applicationServerKey(vapidPublicKey: string): Uint8Array<ArrayBuffer> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64UrlToBytes(vapidPublicKey);
  } catch {
    throw new Error(MSG_PUSH_KEY_INVALID);
  }
  if (bytes.length !== 65 || bytes[0] !== 4) throw new Error(MSG_PUSH_KEY_INVALID);
  return bytes;
}

/** Whether a subscription was made for this key (a changed server key needs a new one). */
export function isForKey(
  subscriptionKey: ArrayBuffer | null,
  key: Uint8Array<ArrayBuffer>,
): boolean {
  if (!subscriptionKey) return false;
  const bytes = new Uint8Array(subscriptionKey);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** The endpoint and keys of a browser's subscription, as the server stores them. */
export function pushKeysOf(
  subscription: Pick<PushSubscription, 'endpoint' | 'getKey'>,
): PushSubscriptionKeys {
  const p256dh = subscription.getKey('p256dh');
  const auth = subscription.getKey('auth');
  if (!p256dh || !auth) throw new Error('推送订阅缺少密钥');
  return {
    endpoint: subscription.endpoint,
    p256dh: bytesToBase64Url(p256dh),
    auth: bytesToBase64Url(auth),
  };
}
