import type { AlertMessage } from '../message.js';

/** What the service worker (site/public/sw.js) shows for one alert: the JSON inside a push. */
export interface PushPayload {
  /** The alert event id. */
  id: number;
  /** The alert's idempotency key: a repeat of one alert carries the same. */
  key: string;
  title: string;
  body: string;
  /** Opened when the notification is clicked. */
  url: string;
  /** The product image; absent for a channel test. */
  icon?: string;
  /** A newer notification with the same tag replaces the older one on the device. */
  tag: string;
}

// Push services only promise to carry 4096 bytes (RFC 8030 §7.2); three bytes a Chinese
// character, these caps keep the payload well inside that, and a notification shows less anyway.
const MAX_TITLE = 80;
const MAX_BODY = 400;
const MAX_ICON_URL = 1000;

function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}

// One notification per product and concern: a newer price replaces the older one, and a repeated
// delivery of the same event replaces itself.
function tagOf(message: AlertMessage): string {
  if (!message.product) return 'pricetrail-test';
  const concern = message.kind === 'protect' ? 'protect' : 'price';
  return `pricetrail-${concern}-${message.product.dpId}`;
}

/** The push payload of an alert message. */
export function pushPayloadOf(message: AlertMessage): PushPayload {
  const icon = message.product?.imageUrl;
  return {
    id: message.id,
    key: message.key,
    title: shorten(message.title, MAX_TITLE),
    body: shorten(message.text, MAX_BODY),
    url: message.url,
    ...(icon && icon.length <= MAX_ICON_URL && { icon }),
    tag: tagOf(message),
  };
}
