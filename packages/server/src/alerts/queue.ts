import type { DbHandle } from '../db/schema.js';
import { bulkInsert, selectIn } from '../db/statements.js';
import { isQuiet, judgeOrder, judgeWatch, type PriceMove, type Verdict } from './conditions.js';
import { watchersOf } from './watchers.js';

interface OrderRow {
  id: number;
  user_id: number;
  product_id: number;
  paid_price: number;
  notified_price: number | null;
}

const EVENT_COLUMNS = [
  'user_id',
  'kind',
  'product_id',
  'price',
  'previous_price',
  'claim_amount',
  'order_id',
  'alert_days',
  'all_stores',
  'created_at',
] as const;

type EventRow = Record<(typeof EVENT_COLUMNS)[number], number | string | null>;

/** New `notified_price` values to write, by value (null = re-arm), each with the row ids. */
class NotifiedUpdates {
  readonly #byValue = new Map<number | null, number[]>();

  /** Records what a verdict does to the row's alert state. */
  add(rowId: number, verdict: Verdict, price: number): void {
    if (verdict.action === 'none') return;
    const value = verdict.action === 'alert' ? price : null;
    let ids = this.#byValue.get(value);
    if (!ids) this.#byValue.set(value, (ids = []));
    ids.push(rowId);
  }

  /**
   * Writes them: one statement per value and chunk of ids. Watch items that alert also record
   * when (`alerted_at`), which their quiet interval counts from.
   */
  async write(db: DbHandle, table: 'watch_items' | 'protect_orders', now: number): Promise<void> {
    for (const [value, ids] of this.#byValue) {
      const alerted = table === 'watch_items' && value !== null;
      const set = alerted ? 'notified_price = ?, alerted_at = ?' : 'notified_price = ?';
      const values = alerted ? [value, now] : [value];
      await selectIn(db, `update ${table} set ${set} where id in (:ids)`, ids, values);
    }
  }
}

/**
 * Evaluates every watch condition and 价保 order on the products whose price moved, and writes
 * the alerts into the outbox (`alert_events`). Runs inside the price write's transaction, so an
 * alert exists exactly when its price does. Answers how many alerts were queued.
 */
export async function queueAlerts(
  db: DbHandle,
  moves: readonly PriceMove[],
  now: number,
): Promise<number> {
  if (moves.length === 0) return 0;
  const byProduct = new Map(moves.map((move) => [move.productId, move]));
  const ids = [...byProduct.keys()];
  const events: EventRow[] = [];
  const watchUpdates = new NotifiedUpdates();
  for (const { row, move, recentLow, allStores } of await watchersOf(db, byProduct)) {
    const days = row.alert_days;
    const verdict = judgeWatch(
      {
        condition: row.alert_kind,
        savedPrice: row.saved_price,
        targetPrice: row.target_price,
        percent: row.alert_percent,
        days,
        recentLow,
        notifiedPrice: row.notified_price,
      },
      move,
    );
    const alertedAt = row.alerted_at === null ? null : Number(row.alerted_at);
    // Within its quiet interval an item sits the move out: no alert, its alert state unchanged.
    if (verdict.action === 'alert' && isQuiet(row.alert_interval_hours, alertedAt, now)) continue;
    watchUpdates.add(row.id, verdict, move.after);
    if (verdict.action === 'alert') {
      const rowDays = verdict.kind === 'lowest_days' ? days : null;
      events.push({
        ...eventRow(row.user_id, verdict.kind, move, verdict.reference, null, null, rowDays, now),
        all_stores: allStores ? 1 : 0,
      });
    }
  }
  const orderUpdates = new NotifiedUpdates();
  const orders = await selectIn<OrderRow>(
    db,
    `select id, user_id, product_id, paid_price, notified_price from protect_orders
     where ends_at > ? and bought_at <= ? and product_id in (:ids)`,
    ids,
    [now, now],
  );
  for (const row of orders) {
    const move = byProduct.get(row.product_id) as PriceMove;
    const verdict = judgeOrder(
      { paidPrice: row.paid_price, notifiedPrice: row.notified_price },
      move,
    );
    orderUpdates.add(row.id, verdict, move.after);
    if (verdict.action === 'alert') {
      const claim = row.paid_price - move.after;
      events.push(eventRow(row.user_id, 'protect', move, row.paid_price, claim, row.id, null, now));
    }
  }
  await watchUpdates.write(db, 'watch_items', now);
  await orderUpdates.write(db, 'protect_orders', now);
  await bulkInsert(db, 'alert_events', EVENT_COLUMNS, events);
  return events.length;
}

function eventRow(
  userId: number,
  kind: string,
  move: PriceMove,
  reference: number | null,
  claim: number | null,
  orderId: number | null,
  days: number | null,
  now: number,
): EventRow {
  return {
    user_id: userId,
    kind,
    product_id: move.productId,
    price: move.after,
    previous_price: reference,
    claim_amount: claim,
    order_id: orderId,
    alert_days: days,
    all_stores: 0,
    created_at: now,
  };
}
