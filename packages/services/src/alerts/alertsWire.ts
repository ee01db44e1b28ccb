import {
  count,
  flag,
  list,
  number,
  numberOrNull,
  record,
  text,
  textOrNull,
} from '../http/wireValues';
import type {
  AlertSettings,
  Notice,
  NoticeKind,
  NoticePage,
  QuietHours,
  WebhookPreset,
  WebhookPresetOption,
} from './alertTypes';

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
export function toNotice(value: unknown): Notice {
  const wire = record(value);
  const kind = NOTICE_KINDS.includes(wire.kind as NoticeKind) ? (wire.kind as NoticeKind) : 'drop';
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
export function toNoticePage(value: unknown): NoticePage {
  const wire = record(value);
  return {
    notices: list(wire.list).map(toNotice),
    page: Math.max(1, count(wire.pg)),
    pageSize: count(wire.ps),
    total: count(wire.total),
    unread: count(wire.unread),
  };
}

/** `data.unread` of `/UserNotice/Unread` and `/UserNotice/Read`. */
export function toUnread(value: unknown): number {
  return count(record(value).unread);
}

function toQuietHours(start: unknown, end: unknown): QuietHours | null {
  const from = text(start);
  const to = text(end);
  return CLOCK.test(from) && CLOCK.test(to) ? { start: from, end: to } : null;
}

function toPresets(value: unknown): WebhookPresetOption[] {
  return list(value).flatMap((option) => {
    const wire = record(option);
    return isWebhookPreset(wire.value)
      ? [{ value: wire.value, label: text(wire.label), example: text(wire.example) }]
      : [];
  });
}

/** `data` of the `/UserAlert/*` calls that answer the settings. */
export function toAlertSettings(value: unknown): AlertSettings {
  const wire = record(value);
  const email = record(wire.email);
  const webhook = record(wire.webhook);
  const push = record(wire.push);
  const feed = record(wire.feed);
  return {
    dailyCap: count(wire.daily_cap),
    quietHours: toQuietHours(wire.quiet_start, wire.quiet_end),
    email: {
      address: textOrNull(email.address),
      isVerified: flag(email.verified),
      isOn: flag(email.on),
      isAvailable: flag(email.available),
    },
    webhook: {
      url: textOrNull(webhook.url),
      preset: isWebhookPreset(webhook.preset) ? webhook.preset : 'json',
      isOn: flag(webhook.on),
      secret: text(webhook.secret),
      presets: toPresets(webhook.presets),
    },
    push: {
      isAvailable: flag(push.available),
      publicKey: text(push.public_key),
      isOn: flag(push.on),
      devices: count(push.devices),
    },
    feed: { rss: text(feed.rss), atom: text(feed.atom) },
  };
}
