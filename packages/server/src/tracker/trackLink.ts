import { parseProductUrl } from '@pricetrail/core';
import type { Db } from '../db/schema.js';
import { productIdOf } from '../prices/write/catalog.js';
import { queueForTracking } from '../prices/write/trackingQueue.js';

/** What `pricetrail track URL` did, or the Chinese reason it could not. */
export type TrackAnswer = { ok: true; dpId: string; known: boolean } | { ok: false; msg: string };

const LINK_ERRORS = {
  not_a_url: '请输入正确的商品链接',
  unsupported_site: '暂不支持该商城的链接',
  needs_resolution: '这是短链接，请在浏览器中打开后复制商品页的链接',
} as const;

/**
 * Queues one link by hand: an unknown product joins the tracking queue (a link that failed or
 * was blocked before is tried again at once); a known one is due for a check now.
 */
export async function trackLink(db: Db, link: string, now: number): Promise<TrackAnswer> {
  const parsed = parseProductUrl(link);
  if ('error' in parsed) return { ok: false, msg: LINK_ERRORS[parsed.error] };
  const productId = await productIdOf(db, parsed.dpId);
  if (productId !== undefined) {
    await db.kysely
      .updateTable('products')
      .set({ next_check_at: now })
      .where('id', '=', productId)
      .execute();
    return { ok: true, dpId: parsed.dpId, known: true };
  }
  await queueForTracking(db, parsed, now);
  await db.kysely
    .updateTable('tracking_queue')
    .set({ status: 'queued', next_attempt_at: null, last_error: null, updated_at: now })
    .where('dp_id', '=', parsed.dpId)
    .where('status', '<>', 'fetching')
    .execute();
  return { ok: true, dpId: parsed.dpId, known: false };
}
