import type { WireAnswer } from '@pricetrail/core';
import { count, flag, number, numberOrNull, text, textOrNull } from '../http/wireValues';
import { pagingFromWire } from '../paging/pagingFromWire';
import type {
  AlertSettings,
  Notice,
  NoticeKind,
  NoticePage,
  QuietHours,
  WebhookPreset,
  WebhookPresetOption,
} from './alertTypes';

// The wire types are the API document's `data` of each `{ code, msg, data }` answer. The fields
// keep their tolerant reads (an unknown kind reads as a drop, 1 as true, a missing field as empty):
// the document names what is read, the reads survive an answer that carries less.

/** `data` of `GET /UserNotice/List` as the server sends it. */
export type WireNoticePage = NonNullable<WireAnswer<'/UserNotice/List'>['data']>;

/** A notice as the server sends it. */
export type WireNotice = WireNoticePage['list'][number];

/** `data` of `/UserNotice/Unread` and `/UserNotice/Read` as the server sends it. */
export type WireUnread = NonNullable<WireAnswer<'/UserNotice/Unread'>['data']>;

/** `data` of the `/UserAlert/*` calls that answer the settings, as the server sends it. */
export type WireAlertSettings = NonNullable<WireAnswer<'/UserAlert/Settings'>['data']>;

type WirePresetOption = WireAlertSettings['webhook']['presets'][number];

const NOTICE_KINDS: readonly NoticeKind[] = [
  'drop',
  'target',
  'percent',
  'lowest',
  'lowest_days',
  'rise',
  'restock',
  'protect',
  'follow',
  'test',
];
const WEBHOOK_PRESETS: readonly WebhookPreset[] = [
  'json',
  'ntfy',
  'bark',
  'serverchan',
  'dingtalk',
  'feishu',
  'wecom',
  'pushplus',
  'telegram',
  'discord',
  'gotify',
  'pushover',
];
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function isWebhookPreset(value: unknown): value is WebhookPreset {
  return WEBHOOK_PRESETS.includes(value as WebhookPreset);
}

/** A `/UserNotice/List` item; an unknown kind reads as a plain drop. */
export function toNotice(wire: WireNotice): Notice {
  const kind = NOTICE_KINDS.includes(wire.kind) ? wire.kind : 'drop';
  return {
    id: number(wire.id),
    kind,
    title: text(wire.title),
    text: text(wire.text),
    url: text(wire.url),
    dpId: textOrNull(wire.dp_id),
    imageUrl: textOrNull(wire.image_url),
    price: numberOrNull(wire.price),
    previousPrice: numberOrNull(wire.previous_price),
    claimAmount: numberOrNull(wire.claim_amount),
    createdAt: number(wire.created_at),
    isRead: flag(wire.read),
  };
}

/** `data` of `GET /UserNotice/List`. */
export function toNoticePage(wire: WireNoticePage | undefined): NoticePage {
  return {
    notices: (wire?.list ?? []).map(toNotice),
    ...pagingFromWire(wire),
    unread: count(wire?.unread),
  };
}

/** `data.unread` of `/UserNotice/Unread` and `/UserNotice/Read`. */
export function toUnread(wire: WireUnread | undefined): number {
  return count(wire?.unread);
}

function toQuietHours(start: unknown, end: unknown): QuietHours | null {
  const from = text(start);
  const to = text(end);
  return CLOCK.test(from) && CLOCK.test(to) ? { start: from, end: to } : null;
}

function toPresets(options: readonly WirePresetOption[]): WebhookPresetOption[] {
  return options.flatMap((option) =>
    isWebhookPreset(option.value)
      ? [{ value: option.value, label: text(option.label), example: text(option.example) }]
      : [],
  );
}

/** `data` of the `/UserAlert/*` calls that answer the settings. */
export function toAlertSettings(wire: WireAlertSettings | undefined): AlertSettings {
  const email = wire?.email;
  const webhook = wire?.webhook;
  const push = wire?.push;
  const feed = wire?.feed;
  return {
    dailyCap: count(wire?.daily_cap),
    quietHours: toQuietHours(wire?.quiet_start, wire?.quiet_end),
    email: {
      address: textOrNull(email?.address),
      isVerified: flag(email?.verified),
      isOn: flag(email?.on),
      isAvailable: flag(email?.available),
    },
    webhook: {
      url: textOrNull(webhook?.url),
      preset: isWebhookPreset(webhook?.preset) ? webhook.preset : 'json',
      isOn: flag(webhook?.on),
      secret: text(webhook?.secret),
      presets: toPresets(webhook?.presets ?? []),
    },
    push: {
      isAvailable: flag(push?.available),
      publicKey: text(push?.public_key),
      isOn: flag(push?.on),
      devices: count(push?.devices),
    },
    feed: { rss: text(feed?.rss), atom: text(feed?.atom) },
  };
}
