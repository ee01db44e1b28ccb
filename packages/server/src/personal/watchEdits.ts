import type { WatchCondition } from '../alerts/conditions.js';
import type { Db, DbHandle } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { lockUser } from './lockUser.js';
import { watchItemById, type WatchItem } from './watchItems.js';

/** Most items one user may watch. */
export const WATCH_LIMIT = 500;

/** Longest group name, in characters. */
export const GROUP_MAX = 20;

/** Which item: by its id, or by the product's dp id. */
export type WatchRef = { id: number } | { dpId: string };

/** What to set: undefined keeps the stored value, null clears it. */
export interface WatchChanges {
  targetPrice?: number | null | undefined;
  group?: string | null | undefined;
  /** The alert condition (alerts/conditions.ts). */
  condition?: WatchCondition | undefined;
  /** The drop in % a 'percent' condition waits for. */
  percent?: number | null | undefined;
  /** The N of a 'lowest_days' condition (近 N 天最低). */
  days?: number | null | undefined;
  /** At most one alert per this many hours; null = no limit. */
  intervalHours?: number | null | undefined;
  /** Judge the condition on the same goods' cheapest listing in every store. */
  allStores?: boolean | undefined;
}

/** The item as it now is, or why nothing changed (a Chinese sentence). */
export type WatchOutcome = { item: WatchItem } | { refusal: string };

const MSG_NO_PRODUCT = '商品不存在';
const MSG_NO_ITEM = '收藏不存在';
const MSG_FULL = `收藏已达上限（${WATCH_LIMIT} 件），请先删除一些再添加`;
const MSG_NEEDS_TARGET = '选择“低于目标价”提醒时请填写目标价';
const MSG_NEEDS_PERCENT = '选择“降幅达到”提醒时请填写降幅';
const MSG_NEEDS_DAYS = '选择“近 N 天最低”提醒时请填写天数';

/** The stored alert fields an edit builds on (none for a new item). */
interface StoredAlert {
  target_price: number | null;
  alert_kind: string;
  alert_percent: number | null;
  alert_days: number | null;
}

/**
 * The changes with the condition a bare target price implies (the page's 降价提醒 form sends
 * only the price): setting one waits for it, clearing the one waited for falls back to any drop.
 */
function withImpliedCondition(changes: WatchChanges, stored: StoredAlert | undefined) {
  if (changes.condition !== undefined || changes.targetPrice === undefined) return changes;
  if (changes.targetPrice !== null) return { ...changes, condition: 'target' as const };
  return stored?.alert_kind === 'target' ? { ...changes, condition: 'drop' as const } : changes;
}

/** Why the condition the item would end up with cannot work, if it cannot. */
function conditionRefusal(changes: WatchChanges, stored: StoredAlert | undefined) {
  const condition = changes.condition ?? stored?.alert_kind ?? 'drop';
  const target = changes.targetPrice !== undefined ? changes.targetPrice : stored?.target_price;
  const percent = changes.percent !== undefined ? changes.percent : stored?.alert_percent;
  const days = changes.days !== undefined ? changes.days : stored?.alert_days;
  if (condition === 'target' && target == null) return MSG_NEEDS_TARGET;
  if (condition === 'percent' && percent == null) return MSG_NEEDS_PERCENT;
  if (condition === 'lowest_days' && days == null) return MSG_NEEDS_DAYS;
  return undefined;
}

function changedColumns(changes: WatchChanges, stored: StoredAlert | undefined, now: number) {
  const alertChanged =
    changes.targetPrice !== undefined ||
    changes.condition !== undefined ||
    changes.percent !== undefined ||
    changes.days !== undefined ||
    changes.allStores !== undefined;
  const kindChanged = changes.condition !== undefined && changes.condition !== stored?.alert_kind;
  return {
    updated_at: now,
    ...(changes.targetPrice !== undefined && { target_price: changes.targetPrice }),
    ...(changes.group !== undefined && { group_name: changes.group }),
    ...(changes.condition !== undefined && { alert_kind: changes.condition }),
    ...(changes.percent !== undefined && { alert_percent: changes.percent }),
    ...(changes.days !== undefined && { alert_days: changes.days }),
    ...(changes.intervalHours !== undefined && { alert_interval_hours: changes.intervalHours }),
    ...(changes.allStores !== undefined && { all_stores: changes.allStores ? 1 : 0 }),
    // A new condition starts armed: the next price that meets it alerts.
    ...(alertChanged && { notified_price: null }),
    // The quiet interval spaces alerts of one condition; another condition owes it nothing.
    ...(kindChanged && { alerted_at: null }),
  };
}

async function answer(db: DbHandle, userId: number, id: number): Promise<WatchOutcome> {
  const item = await watchItemById(db, userId, id);
  return item ? { item } : { refusal: MSG_NO_ITEM };
}

/**
 * Watches a product at its current final price (the ingest already falls back to the list
 * price), within {@link WATCH_LIMIT}. Watching it again only sets the given target and group:
 * the price at saving stays what it was, and a double click cannot make two items.
 */
export function watchProduct(
  db: Db,
  userId: number,
  dpId: string,
  asked: WatchChanges,
  now: number,
): Promise<WatchOutcome> {
  return inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    return watchWithinLimit(trx, userId, dpId, asked, now);
  });
}

async function watchWithinLimit(
  db: DbHandle,
  userId: number,
  dpId: string,
  asked: WatchChanges,
  now: number,
): Promise<WatchOutcome> {
  const product = await db.kysely
    .selectFrom('products as p')
    .leftJoin('product_summaries as s', 's.product_id', 'p.id')
    .select(['p.id', 's.current_final'])
    .where('p.dp_id', '=', dpId)
    .executeTakeFirst();
  if (!product) return { refusal: MSG_NO_PRODUCT };
  const watched = await db.kysely
    .selectFrom('watch_items')
    .select(['id', 'target_price', 'alert_kind', 'alert_percent', 'alert_days'])
    .where('user_id', '=', userId)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  const changes = withImpliedCondition(asked, watched);
  const refusal = conditionRefusal(changes, watched);
  if (refusal) return { refusal };
  if (!watched) {
    const { n } = await db.kysely
      .selectFrom('watch_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (n >= WATCH_LIMIT) return { refusal: MSG_FULL };
  }
  const { id } = await db.kysely
    .insertInto('watch_items')
    .values({
      user_id: userId,
      product_id: product.id,
      saved_price: product.current_final,
      target_price: changes.targetPrice ?? null,
      group_name: changes.group ?? null,
      alert_kind: changes.condition ?? 'drop',
      alert_percent: changes.percent ?? null,
      alert_days: changes.days ?? null,
      alert_interval_hours: changes.intervalHours ?? null,
      all_stores: changes.allStores ? 1 : 0,
      alerted_at: null,
      notified_price: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet(changedColumns(changes, watched, now)),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return answer(db, userId, id);
}

/** The user's item a reference names (with its alert fields); undefined when they have none such. */
async function ownItem(db: DbHandle, userId: number, ref: WatchRef) {
  return db.kysely
    .selectFrom('watch_items')
    .select(['id', 'target_price', 'alert_kind', 'alert_percent', 'alert_days'])
    .where('user_id', '=', userId)
    .where((eb) =>
      'id' in ref
        ? eb('id', '=', ref.id)
        : eb(
            'product_id',
            '=',
            eb.selectFrom('products').select('id').where('dp_id', '=', ref.dpId),
          ),
    )
    .executeTakeFirst();
}

/** Sets or clears an item's target price, group and alert; another user's item is not found. */
export async function editWatchItem(
  db: DbHandle,
  userId: number,
  ref: WatchRef,
  asked: WatchChanges,
  now: number,
): Promise<WatchOutcome> {
  const stored = await ownItem(db, userId, ref);
  if (!stored) return { refusal: MSG_NO_ITEM };
  const changes = withImpliedCondition(asked, stored);
  const refusal = conditionRefusal(changes, stored);
  if (refusal) return { refusal };
  const id = stored.id;
  await db.kysely
    .updateTable('watch_items')
    .set(changedColumns(changes, stored, now))
    .where('id', '=', id)
    .execute();
  return answer(db, userId, id);
}

/** Stops watching an item; the refusal when the user has no such item. */
export async function unwatch(
  db: DbHandle,
  userId: number,
  ref: WatchRef,
): Promise<{ id: number } | { refusal: string }> {
  const id = (await ownItem(db, userId, ref))?.id;
  if (id === undefined) return { refusal: MSG_NO_ITEM };
  await db.kysely.deleteFrom('watch_items').where('id', '=', id).execute();
  return { id };
}
