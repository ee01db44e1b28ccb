import { shanghaiDay } from '../../calendar.js';
import type { DbHandle } from '../../db/schema.js';
import { statement } from '../../db/statements.js';
import type { DealRulesView } from '../../prices/service.js';

// Today's real deals under the configured rules (the ones /home/discount lists), for products
// without an open post: one not rejected whose price the product has not gone back above.
const POST_REAL_DEALS = statement<never>(`insert into deal_posts
  (source, user_id, product_id, price, median_30, drop_fen, drop_bp, data_days, lowest_price,
   deal_day, reason, status, reject_reason, created_at, reviewed_at)
  select 'auto', null, d.product_id, d.price, d.median_30, d.drop_fen, d.drop_bp, d.data_days,
    s.lowest_price, d.day, null, 'approved', null, ?, null
  from product_deals d
  join product_summaries s on s.product_id = d.product_id
  where d.day = ? and d.kind = 'deal' and d.drop_bp >= ? and d.drop_fen >= ? and d.data_days >= ?
    and not exists (select 1 from deal_posts o where o.product_id = d.product_id
      and o.status <> 'rejected' and s.current_final <= o.price)
  on conflict (product_id, deal_day) do nothing`);

/**
 * Posts today's real deals (never a 先涨后降 cut) of products that have no open post, approved at
 * once: they come from our data. Idempotent: a second run, or another instance's, adds nothing.
 */
export async function postRealDeals(
  db: DbHandle,
  rules: DealRulesView,
  now: number,
): Promise<void> {
  await POST_REAL_DEALS(db, [
    now,
    shanghaiDay(now),
    rules.minDropPercent * 100,
    rules.minDropFen,
    rules.minDataDays,
  ]);
}
