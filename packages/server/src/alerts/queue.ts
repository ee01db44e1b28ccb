import type { DbHandle } from '../db/schema.js';
import { bulkInsert, selectIn } from '../db/statements.js';
import { isQuiet, judgeOrder, judgeWatch, type PriceMove, type Verdict } from './conditions.js';
import { recentLows, windowKey } from './recentLows.js';

interface WatcherRow {
  id: number;
  user_id: number;
  product_id: number;
  alert_kind: string;
  saved_price: number | null;
  target_price: number | null;
  alert_percent: number | null;
  alert_days: number | null;
  alert_interval_hours: number | null;
  alerted_at: number | string | null;
  notified_price: number | null;
}

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

/** The N-day lows the 'lowest_days' watchers among `watchers` compare with, by window key. */
function lowsFor(
  db: DbHandle,
  watchers: readonly WatcherRow[],
  byProduct: ReadonlyMap<number, PriceMove>,
): Promise<Map<string, number>> {
  const windows = new Map<string, { productId: number; days: number; at: number }>();
  for (const row of watchers) {
    if (row.alert_kind !== 'lowest_days' || row.alert_days === null) continue;
    const move = byProduct.get(row.product_id) as PriceMove;
    const key = windowKey(row.product_id, row.alert_days);
    windows.set(key, { productId: row.product_id, days: row.alert_days, at: move.at });
  }
  return recentLows(db, [...windows.values()]);
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
  const watchers = await selectIn<WatcherRow>(
    db,
    `select id, user_id, product_id, alert_kind, saved_price, target_price, alert_percent,
       alert_days, alert_interval_hours, alerted_at, notified_price
     from watch_items where alert_kind <> 'off' and product_id in (:ids)`,
    ids,
  );
  const lows = await lowsFor(db, watchers, byProduct);
  for (const row of watchers) {
    const move = byProduct.get(row.product_id) as PriceMove;
    const days = row.alert_days;
    const verdict = judgeWatch(
      {
        condition: row.alert_kind,
        savedPrice: row.saved_price,
        targetPrice: row.target_price,
        percent: row.alert_percent,
        days,
        recentLow: days === null ? undefined : lows.get(windowKey(row.product_id, days)),
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
      events.push(
        eventRow(row.user_id, verdict.kind, move, verdict.reference, null, null, rowDays, now),
      );
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
    created_at: now,
  };
}
