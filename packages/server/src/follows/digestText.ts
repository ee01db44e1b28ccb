import { formatPrice, siteById } from '@pricetrail/core';
import type { AlertMessage } from '../alerts/message.js';
import type { Find, FindReason } from './newFinds.js';

/** The most products a digest names; the rest are counted. */
const DIGEST_ITEMS_MAX = 5;

const REASON_NAMES: Record<FindReason, string> = {
  low: '历史新低',
  post: '好价爆料',
  deal: '好价',
};

/** One product a digest names. */
interface DigestItem {
  dp_id: string;
  title: string;
  site_id: number;
  price: number;
  reason: FindReason;
}

/** What a digest said, kept with its notice (`alert_events.follow_digest`, JSON). */
export interface FollowDigest {
  /** The follow's label, e.g. 关键词「耳机」. */
  label: string;
  /** The site path that lists the follow's products. */
  path: string;
  /** How many products matched. */
  count: number;
  items: DigestItem[];
}

/** The digest of `matches` (weightiest first) for the follow labelled `label`. */
export function followDigest(label: string, path: string, matches: readonly Find[]): FollowDigest {
  return {
    label,
    path,
    count: matches.length,
    items: matches.slice(0, DIGEST_ITEMS_MAX).map((find) => ({
      dp_id: find.dpId,
      title: find.title,
      site_id: find.siteId,
      price: find.price,
      reason: find.reason,
    })),
  };
}

/** The event columns a digest's message is made from. */
export interface DigestEvent {
  id: number;
  follow_digest: string;
  /** The first named product's picture, from the event's product. */
  image_url: string | null;
  created_at: number;
}

/** Renders a kept digest as the message every channel delivers; `origin` makes its link absolute. */
export function followDigestMessage(event: DigestEvent, origin: string): AlertMessage {
  const digest = JSON.parse(event.follow_digest) as FollowDigest;
  const lines = digest.items.map((item) => {
    const store = siteById(item.site_id)?.name ?? '';
    return `${REASON_NAMES[item.reason]} · ${store} · ${item.title} ${formatPrice(item.price, item.site_id)}`;
  });
  const more = digest.count - digest.items.length;
  if (more > 0) lines.push(`还有 ${more} 件，点开查看`);
  const first = digest.items[0];
  return {
    id: event.id,
    key: String(event.id),
    kind: 'follow',
    title: `「关注提醒」${digest.label}：${digest.count} 件新好价`,
    text: lines.join('\n'),
    url: `${origin}${digest.path}`,
    product: first
      ? {
          dpId: first.dp_id,
          title: first.title,
          imageUrl: event.image_url ?? '',
          storeName: siteById(first.site_id)?.name ?? '',
        }
      : null,
    price: first?.price ?? null,
    previousPrice: null,
    claim: null,
    createdAt: event.created_at,
  };
}
