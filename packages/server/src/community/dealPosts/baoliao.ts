import { sql } from 'kysely';
import type { Db, DbHandle, ModerationStatus } from '../../db/schema.js';
import { productVerdict } from '../../prices/deals/dealStore.js';

/** How many 爆料 one user may send in a day (a rolling 24 hours). */
export const BAOLIAO_DAILY_MAX = 10;

/** What a new 爆料 is made of. */
export interface NewBaoliao {
  userId: number;
  productId: number;
  reason: string;
  now: number;
}

/** Whether the user has sent `BAOLIAO_DAILY_MAX` 爆料 within the last 24 hours. */
export async function overBaoliaoLimit(db: DbHandle, userId: number, now: number) {
  const row = await db.kysely
    .selectFrom('deal_posts')
    .where('user_id', '=', userId)
    .where('created_at', '>', now - 86_400)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) >= BAOLIAO_DAILY_MAX;
}

/**
 * Stores a pending 爆料 at the product's current price with today's verdict figures on it (the
 * same verdict the deals list is made of); its id, or undefined when the product has no price.
 */
export async function addBaoliao(db: Db, baoliao: NewBaoliao): Promise<number | undefined> {
  const summary = await db.kysely
    .selectFrom('product_summaries')
    .select(['current_final', 'lowest_price'])
    .where('product_id', '=', baoliao.productId)
    .executeTakeFirst();
  if (!summary) return undefined;
  const verdict = await productVerdict(db, baoliao.productId, baoliao.now);
  const figures = verdict && verdict.kind !== 'unknown' ? verdict : undefined;
  const row = await db.kysely
    .insertInto('deal_posts')
    .values({
      source: 'user',
      user_id: baoliao.userId,
      product_id: baoliao.productId,
      price: summary.current_final,
      median_30: figures?.median30 ?? null,
      drop_fen: figures?.dropFen ?? null,
      drop_bp: figures?.dropBasisPoints ?? null,
      data_days: verdict?.dataDays ?? 0,
      lowest_price: summary.lowest_price,
      deal_day: null,
      reason: baoliao.reason,
      reject_reason: null,
      created_at: baoliao.now,
      reviewed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Approves or rejects a pending 爆料; its author, or undefined when there is no such pending 爆料. */
export async function decideBaoliao(
  db: DbHandle,
  decision: { id: number; status: ModerationStatus; reason: string | null; now: number },
): Promise<number | undefined> {
  const row = await db.kysely
    .updateTable('deal_posts')
    .set({ status: decision.status, reject_reason: decision.reason, reviewed_at: decision.now })
    .where('id', '=', decision.id)
    .where('source', '=', 'user')
    .where('status', '=', 'pending')
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? undefined;
}
