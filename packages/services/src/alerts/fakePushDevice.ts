import type { PushKeys } from './alertTypes';
import type { PushDevice, PushSupport } from './pushDevice';

/** How a {@link createFakePushDevice} behaves. */
export interface FakePushOptions {
  /** What the browser supports at first ('supported' by default). */
  readonly support?: PushSupport;
  /** The permission prompt is answered 'block': subscribing fails and push reads as denied. */
  readonly isBlockedOnAsk?: boolean;
  /** This browser is subscribed already. */
  readonly isSubscribed?: boolean;
}

/** The keys a fake browser subscribes with. */
export const FAKE_PUSH_KEYS: PushKeys = {
  endpoint: 'https://push.example/subscriptions/this-browser',
  p256dh: 'BFakeBrowserKey',
  auth: 'fakeAuthSecret',
};

/** A browser's Web Push for stories and tests, recording the calls it gets. */
export function createFakePushDevice({
  support = 'supported',
  isBlockedOnAsk = false,
  isSubscribed = false,
}: FakePushOptions = {}): PushDevice & { readonly calls: string[] } {
  const calls: string[] = [];
  let current = support;
  let subscribed = isSubscribed;
  return {
    calls,
    pushSupport: () => current,
    subscribePush: (publicKey) => {
      calls.push(`subscribe ${publicKey}`);
      if (isBlockedOnAsk) current = 'denied';
      if (current !== 'supported') return Promise.reject(new Error('NotAllowedError'));
      subscribed = true;
      return Promise.resolve(FAKE_PUSH_KEYS);
    },
    unsubscribePush: () => {
      calls.push('unsubscribe');
      const endpoint = subscribed ? FAKE_PUSH_KEYS.endpoint : undefined;
      subscribed = false;
      return Promise.resolve(endpoint);
    },
  };
}
