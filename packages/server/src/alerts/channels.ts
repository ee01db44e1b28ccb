import type { AlertMessage } from './message.js';

/** A webhook as the user set it up. */
export interface WebhookDestination {
  url: string;
  preset: string;
  secret: string;
}

/** A browser's push subscription. */
export interface PushDestination {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The outside channels an alert can go through; each rejects with a short Chinese reason. */
export interface AlertChannels {
  /** Mails an alert; undefined when the server has no SMTP (`SMTP_URL` unset). */
  email: ((to: string, message: AlertMessage, unsubscribeUrl: string) => Promise<void>) | undefined;
  /** Posts an alert to a webhook. */
  webhook: (destination: WebhookDestination, message: AlertMessage) => Promise<void>;
  /** Pushes an alert to a browser; 'gone' when the subscription no longer exists. */
  push: (destination: PushDestination, message: AlertMessage) => Promise<'sent' | 'gone'>;
}

/** The name of an outside channel, as deliveries record it. */
export type ChannelName = 'email' | 'webhook' | 'push';
