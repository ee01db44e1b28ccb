import type { Paging } from '../paging/page';

/** What a notice is about: a watch condition met, a 价保 claim, a follow's digest, or a channel test. */
export type NoticeKind =
  | 'drop'
  | 'target'
  | 'percent'
  | 'lowest'
  | 'lowest_days'
  | 'rise'
  | 'restock'
  | 'protect'
  | 'follow'
  | 'test';

/** One notice of the in-site notice centre (each is one alert); money in fen, times in epoch seconds. */
export interface Notice {
  /** The notice's id, for marking it read. */
  readonly id: number;
  /** What it is about. */
  readonly kind: NoticeKind;
  /** One line, e.g. 「降价提醒」华为 Mate 60 Pro 降到 ¥5299.00. */
  readonly title: string;
  /** A few plain-text lines: the price now and before, why it alerted. */
  readonly text: string;
  /** Where it leads: the product's history page (the site's home for a test). */
  readonly url: string;
  /** The product's dp id; null for a channel test. */
  readonly dpId: string | null;
  /** The product's picture; null when there is none. */
  readonly imageUrl: string | null;
  /** The final price that alerted; null for a test. */
  readonly price: number | null;
  /** The price before it. */
  readonly previousPrice: number | null;
  /** 价保: what the shopper may claim back. */
  readonly claimAmount: number | null;
  /** When it was written. */
  readonly createdAt: number;
  /** Whether the shopper has read it. */
  readonly isRead: boolean;
}

/** One page of notices, newest first, with the unread count of them all. */
export interface NoticePage extends Paging {
  /** The notices of this page. */
  readonly notices: readonly Notice[];
  /** Unread notices in all. */
  readonly unread: number;
}

/** A channel that can send a test message. */
export type AlertChannel = 'site' | 'email' | 'webhook' | 'push';

/** How a webhook's body is shaped: plain JSON or one of the push services'. */
export type WebhookPreset =
  | 'json'
  | 'ntfy'
  | 'bark'
  | 'serverchan'
  | 'dingtalk'
  | 'feishu'
  | 'wecom'
  | 'pushplus'
  | 'telegram'
  | 'discord'
  | 'gotify'
  | 'pushover';

/** One choice of webhook shape, as the server names it. */
export interface WebhookPresetOption {
  /** The preset's value. */
  readonly value: WebhookPreset;
  /** Its name, e.g. 'Server酱'. */
  readonly label: string;
  /** What its address looks like, e.g. 'https://ntfy.sh/你的主题'. */
  readonly example: string;
}

/** The e-mail channel. */
export interface EmailChannelSettings {
  /** The address alerts go to; null when none is set. */
  readonly address: string | null;
  /** Whether the address was confirmed through the mailed link. */
  readonly isVerified: boolean;
  /** Whether alerts are mailed. */
  readonly isOn: boolean;
  /** Whether the server can send mail at all (false without SMTP). */
  readonly isAvailable: boolean;
}

/** The webhook channel. */
export interface WebhookChannelSettings {
  /** The address alerts are posted to; null when none is set. */
  readonly url: string | null;
  /** The body's shape. */
  readonly preset: WebhookPreset;
  /** Whether alerts are posted. */
  readonly isOn: boolean;
  /** The secret the server signs each post with. */
  readonly secret: string;
  /** The shapes to choose from. */
  readonly presets: readonly WebhookPresetOption[];
}

/** The browser-push channel. */
export interface PushChannelSettings {
  /** Whether the server can push at all. */
  readonly isAvailable: boolean;
  /** The server's VAPID public key, for subscribing a browser. */
  readonly publicKey: string;
  /** Whether alerts are pushed to the subscribed browsers. */
  readonly isOn: boolean;
  /** How many browsers are subscribed. */
  readonly devices: number;
}

/** The secret feed addresses that list the notices. */
export interface FeedLinks {
  /** The RSS address. */
  readonly rss: string;
  /** The Atom address. */
  readonly atom: string;
}

/** Quiet hours, 'HH:MM' in Asia/Shanghai; alerts wait until they end. */
export interface QuietHours {
  /** When they start. */
  readonly start: string;
  /** When they end (may be the next morning). */
  readonly end: string;
}

/** A shopper's alert settings. */
export interface AlertSettings {
  /** At most this many alerts a day (1–100). */
  readonly dailyCap: number;
  /** Quiet hours; null when there are none. */
  readonly quietHours: QuietHours | null;
  /** The e-mail channel. */
  readonly email: EmailChannelSettings;
  /** The webhook channel. */
  readonly webhook: WebhookChannelSettings;
  /** The browser-push channel. */
  readonly push: PushChannelSettings;
  /** The feed addresses. */
  readonly feed: FeedLinks;
}

/** Changes to the settings: undefined keeps a value, null clears it. */
export interface AlertSettingsChanges {
  /** A new daily cap. */
  readonly dailyCap?: number;
  /** New quiet hours; null: none. */
  readonly quietHours?: QuietHours | null;
  /** Turns mailing on or off. */
  readonly isEmailOn?: boolean;
  /** A new webhook address; null clears it. */
  readonly webhookUrl?: string | null;
  /** A new webhook shape. */
  readonly webhookPreset?: WebhookPreset;
  /** Turns the webhook on or off. */
  readonly isWebhookOn?: boolean;
  /** Turns browser push on or off. */
  readonly isPushOn?: boolean;
}

/** A browser's push subscription as the server keeps it. */
export interface PushKeys {
  /** The push service's address for this browser. */
  readonly endpoint: string;
  /** The browser's public key (base64url). */
  readonly p256dh: string;
  /** The shared authentication secret (base64url). */
  readonly auth: string;
}

/** Settings with the server's line about them (e.g. 验证邮件已发送，请查收). */
export interface AlertSettingsAnswer {
  /** The settings as the server now holds them. */
  readonly settings: AlertSettings;
  /** The server's line, when it sent one. */
  readonly message?: string;
}

/**
 * The notice centre's and alert settings' calls (`/UserNotice/*`, `/UserAlert/*`), signed like
 * the identity calls; the real `AlertsApi` or a fake. Each answers its data on code 1 and
 * otherwise rejects with a `RefusedError` carrying the server's line.
 */
export interface AlertsApiClient {
  /** `GET /UserNotice/List`. */
  notices(page: number): Promise<NoticePage>;
  /** `GET /UserNotice/Unread`: how many notices are unread. */
  unreadCount(): Promise<number>;
  /** `POST /UserNotice/Read`: marks one notice read, or all without an id; answers the unread count. */
  markRead(id?: number): Promise<number>;
  /** `GET /UserAlert/Settings`. */
  settings(): Promise<AlertSettings>;
  /** `POST /UserAlert/Settings`. */
  saveSettings(changes: AlertSettingsChanges): Promise<AlertSettings>;
  /** `POST /UserAlert/Email`: sets the address and mails it a verification link. */
  setEmail(address: string): Promise<AlertSettingsAnswer>;
  /** `POST /UserAlert/PushSubscribe`: adds this browser. */
  subscribePush(keys: PushKeys): Promise<AlertSettings>;
  /** `POST /UserAlert/PushUnsubscribe`: removes a browser by its endpoint. */
  unsubscribePush(endpoint: string): Promise<AlertSettings>;
  /** `POST /UserAlert/Test`: sends a test message; answers the server's line. */
  sendTest(channel: AlertChannel): Promise<string>;
  /** `POST /UserAlert/ResetFeed`: new feed addresses; the old ones stop working. */
  resetFeed(): Promise<AlertSettings>;
}
