import type { DbHandle } from '../db/schema.js';
import { bulkInsert, selectIn } from '../db/statements.js';
import { isQuiet } from './conditions.js';

/** A product back in stock (有货) after 无货 or 下架, since `at` (epoch s). */
export interface Restock {
  productId: number;
  at: number;
}

interface RestockWatcher {
  id: number;
  user_id: number;
  product_id: number;
  alert_interval_hours: number | null;
  alerted_at: number | string | null;
  current_final: number | null;
}

/**
 * Writes a 到货提醒 into the outbox for every 'restock' watcher of each product back in stock, with
 * the price it came back at. A product's comeback is one change of its stock timeline, so each
 * comeback alerts once; a watcher inside its quiet interval sits it out. Runs in the transaction
 * that wrote the change. Answers how many alerts were queued.
 */
export async function queueRestockAlerts(
  db: DbHandle,
  restocks: readonly Restock[],
  now: number,
): Promise<number> {
  if (restocks.length === 0) return 0;
  const watchers = await selectIn<RestockWatcher>(
    db,
    `select w.id, w.user_id, w.product_id, w.alert_interval_hours, w.alerted_at, s.current_final
     from watch_items w left join product_summaries s on s.product_id = w.product_id
     where w.alert_kind = 'restock' and w.product_id in (:ids)`,
    [...new Set(restocks.map((r) => r.productId))],
  );
  const due = watchers.filter((w) => {
    const alertedAt = w.alerted_at === null ? null : Number(w.alerted_at);
    return !isQuiet(w.alert_interval_hours, alertedAt, now);
  });
  if (due.length === 0) return 0;
  await selectIn(
    db,
    'update watch_items set alerted_at = ? where id in (:ids)',
    due.map((w) => w.id),
    [now],
  );
  await bulkInsert(
    db,
    'alert_events',
    ['user_id', 'kind', 'product_id', 'price', 'created_at'],
    due.map((w) => ({
      user_id: w.user_id,
      kind: 'restock',
      product_id: w.product_id,
      price: w.current_final,
      created_at: now,
    })),
  );
  return due.length;
}
