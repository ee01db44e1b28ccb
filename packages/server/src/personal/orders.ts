import { sql } from 'kysely';
import { shanghaiDay } from '../calendar.js';
import type { Db, DbHandle } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { ProductLink } from '../prices/service.js';
import { queueForTracking } from '../prices/write/trackingQueue.js';
import { lockUser } from './lockUser.js';
import { orderRows, toProtectOrder, type ProtectOrder } from './orderRows.js';
import { offsetOf, type Page, type Paging } from '../db/paging.js';
import { WINDOW_DAYS, protectionEnd, storeProtection } from './protection.js';

/** Most orders one user may keep. */
export const ORDER_LIMIT = 500;

/** How far ahead of the server's clock a purchase time may be (a phone's clock runs fast). */
const CLOCK_SLACK_S = 300;

/** Orders still inside their window, and those past it. */
export interface OrderCounts {
  valid: number;
  expired: number;
}

/** What the 价保 page asks for: a page, all orders or only valid (true) or expired (false) ones. */
export interface OrderQuery extends Paging {
  effective?: boolean | undefined;
}

/** A page of orders with the counts of both tabs. */
export interface OrderPage extends Page<ProtectOrder> {
  view: OrderCounts;
}

/** A purchase to record: the product by dp id or by a store link, as the user gave it. */
export interface NewOrder {
  product: { dpId: string } | { link: ProductLink };
  paidPrice: number;
  boughtAt: number;
  /** Default: the store's usual window. */
  windowDays?: number | undefined;
}

/** The order as recorded, or why it was not (a Chinese sentence). */
export type OrderOutcome = { order: ProtectOrder } | { refusal: string };

/** One page of the user's orders, newest purchase first, and the counts of both tabs. */
export async function listOrders(
  db: DbHandle,
  userId: number,
  query: OrderQuery,
  now: number,
): Promise<OrderPage> {
  const { effective, page, pageSize } = query;
  const rows = orderRows(db, userId)
    .$if(effective === true, (q) => q.where('o.ends_at', '>', now))
    .$if(effective === false, (q) => q.where('o.ends_at', '<=', now))
    .orderBy('o.bought_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(query));
  const counts = db.kysely
    .selectFrom('protect_orders')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number | null>`sum(case when ends_at > ${now} then 1 else 0 end)`.as('valid'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const [list, { n, valid }] = await Promise.all([rows.execute(), counts]);
  const view = { valid: valid ?? 0, expired: n - (valid ?? 0) };
  const total = effective === undefined ? n : effective ? view.valid : view.expired;
  const items = list.map((row) => toProtectOrder(row, now));
  return { items, view, page, pageSize, total };
}

async function productOf(db: DbHandle, target: NewOrder['product'], now: number) {
  const dpId = 'dpId' in target ? target.dpId : target.link.dpId;
  const product = await db.kysely
    .selectFrom('products')
    .select(['id', 'site_id'])
    .where('dp_id', '=', dpId)
    .executeTakeFirst();
  if (!product && 'link' in target) await queueForTracking(db, target.link, now);
  return product;
}

/**
 * Records a purchase under price protection. A link to a product we do not hold queues it for
 * tracking, as `GET /api/trend/resolve` does, and asks the user to come back.
 */
export function addOrder(
  db: Db,
  userId: number,
  input: NewOrder,
  now: number,
): Promise<OrderOutcome> {
  return inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    return addWithinLimit(trx, userId, input, now);
  });
}

async function addWithinLimit(
  db: DbHandle,
  userId: number,
  input: NewOrder,
  now: number,
): Promise<OrderOutcome> {
  if (input.boughtAt > now + CLOCK_SLACK_S) return { refusal: '购买时间不能晚于现在' };
  if (shanghaiDay(now) - shanghaiDay(input.boughtAt) >= WINDOW_DAYS.max) {
    return { refusal: `只能登记 ${WINDOW_DAYS.max} 天内的订单` };
  }
  const product = await productOf(db, input.product, now);
  if (!product) {
    return {
      refusal:
        'link' in input.product ? '暂未收录该商品，已加入追踪队列，请稍后再登记' : '商品不存在',
    };
  }
  const { n } = await db.kysely
    .selectFrom('protect_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (n >= ORDER_LIMIT) return { refusal: `价保订单已达上限（${ORDER_LIMIT} 条），请先删除一些` };
  const boughtAt = Math.min(input.boughtAt, now);
  const windowDays = input.windowDays ?? storeProtection(product.site_id).windowDays;
  const { id } = await db.kysely
    .insertInto('protect_orders')
    .values({
      user_id: userId,
      product_id: product.id,
      paid_price: input.paidPrice,
      bought_at: boughtAt,
      window_days: windowDays,
      ends_at: protectionEnd(boughtAt, windowDays),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await orderRows(db, userId).where('o.id', '=', id).executeTakeFirstOrThrow();
  return { order: toProtectOrder(row, now) };
}

/** Deletes one of the user's orders; the refusal when they have no such order. */
export async function deleteOrder(
  db: DbHandle,
  userId: number,
  id: number,
): Promise<{ id: number } | { refusal: string }> {
  const deleted = await db.kysely
    .deleteFrom('protect_orders')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted ?? { refusal: '订单不存在' };
}
