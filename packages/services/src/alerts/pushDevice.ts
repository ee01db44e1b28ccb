import type { PushKeys } from './alertTypes';

/** Whether this browser can take push notifications: yes, not at all, or the shopper blocked them. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

/**
 * This browser's Web Push, behind the three calls the page needs; the real one subscribes through
 * the service worker, fakes stand in for it in stories and tests.
 */
export interface PushDevice {
  /** Whether push can work here now. */
  pushSupport(): PushSupport;
  /** Asks for permission and subscribes this browser with the server's VAPID public key. */
  subscribePush(vapidPublicKey: string): Promise<PushKeys>;
  /** Drops this browser's subscription; answers its endpoint, or undefined when it had none. */
  unsubscribePush(): Promise<string | undefined>;
}

/** A browser without Web Push: the notice page's default until the real device is plugged in. */
export const NO_PUSH_DEVICE: PushDevice = {
  pushSupport: () => 'unsupported',
  subscribePush: () => Promise.reject(new Error('Web Push is not available here')),
  unsubscribePush: () => Promise.resolve(undefined),
};
