import type { DbHandle } from '../db/schema.js';
import { watchItemById, type WatchItem } from './watchItems.js';

/** Most items one user may watch. */
export const WATCH_LIMIT = 500;

/** Longest group name, in characters. */
export const GROUP_MAX = 20;

/** Which item: by its id, or by the product's dp id. */
export type WatchRef = { id: number } | { dpId: string };

/** A target price and group to set: undefined keeps the stored one, null clears it. */
export interface WatchChanges {
  targetPrice?: number | null | undefined;
  group?: string | null | undefined;
}

/** The item as it now is, or why nothing changed (a Chinese sentence). */
export type WatchOutcome = { item: WatchItem } | { refusal: string };

const MSG_NO_PRODUCT = '商品不存在';
const MSG_NO_ITEM = '收藏不存在';
const MSG_FULL = `收藏已达上限（${WATCH_LIMIT} 件），请先删除一些再添加`;

function changedColumns(changes: WatchChanges, now: number) {
  return {
    updated_at: now,
    ...(changes.targetPrice !== undefined && { target_price: changes.targetPrice }),
    ...(changes.group !== undefined && { group_name: changes.group }),
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
export async function watchProduct(
  db: DbHandle,
  userId: number,
  dpId: string,
  changes: WatchChanges,
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
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
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
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet(changedColumns(changes, now)),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return answer(db, userId, id);
}

/** The id of the user's item a reference names; undefined when they have none such. */
async function ownItemId(db: DbHandle, userId: number, ref: WatchRef) {
  const row = await db.kysely
    .selectFrom('watch_items')
    .select('id')
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
  return row?.id;
}

/** Sets or clears an item's target price and group; another user's item is not found. */
export async function editWatchItem(
  db: DbHandle,
  userId: number,
  ref: WatchRef,
  changes: WatchChanges,
  now: number,
): Promise<WatchOutcome> {
  const id = await ownItemId(db, userId, ref);
  if (id === undefined) return { refusal: MSG_NO_ITEM };
  await db.kysely
    .updateTable('watch_items')
    .set(changedColumns(changes, now))
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
  const id = await ownItemId(db, userId, ref);
  if (id === undefined) return { refusal: MSG_NO_ITEM };
  await db.kysely.deleteFrom('watch_items').where('id', '=', id).execute();
  return { id };
}
