import { MSG_PUSH_DENIED } from './alertMessages';
import type { PushDevice, PushSupport } from './pushDevice';
import { applicationServerKey, isForKey, pushKeysOf, type PushSubscriptionKeys } from './pushKeys';

/** This browser has no service workers, Push API or notifications. */
export const MSG_PUSH_UNSUPPORTED = '当前浏览器不支持推送通知';

/** The site's service worker (site/public/sw.js): notifications and offline copies; at the root, it covers every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether alert notifications can be turned on in this browser; globals are read at call time. */
export function pushSupport(): PushSupport {
  const hasApis =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  if (!hasApis) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/**
 * Registers the service worker, asks for permission to notify (call it from a click) and
 * subscribes this browser for pushes signed with the server's VAPID key; what to send the server.
 */
export async function subscribePush(vapidPublicKey: string): Promise<PushSubscriptionKeys> {
  const key = applicationServerKey(vapidPublicKey);
  if (pushSupport() === 'unsupported') throw new Error(MSG_PUSH_UNSUPPORTED);
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(MSG_PUSH_DENIED);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const { pushManager } = await navigator.serviceWorker.ready;
  const existing = await pushManager.getSubscription();
  // The browser refuses a second subscription under another key, so one for an old key goes.
  if (existing && !isForKey(existing.options.applicationServerKey, key)) {
    await existing.unsubscribe();
  }
  const subscription = await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return pushKeysOf(subscription);
}

/** Ends this browser's push subscription; the endpoint the server should forget, if there was one. */
export async function unsubscribePush(): Promise<string | undefined> {
  if (pushSupport() === 'unsupported') return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** This browser's Web Push through the site's service worker, as the notice page uses it. */
export const BROWSER_PUSH_DEVICE: PushDevice = { pushSupport, subscribePush, unsubscribePush };
