import { answerSchema } from '../../identity/answers.js';
import { integerField } from '../../http/integerField.js';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

/** The page fields of every paged answer. */
const pageFields = { pg: int, ps: int, total: int } as const;

/** `pg` (1-based) and `ps` (page size, at most 50) of a paged query, `ps` defaulting to `ps`. */
export function pageQuery(ps: number) {
  return {
    pg: integerField({ minimum: 1, maximum: 10_000, default: 1, description: '页码，从 1 起' }),
    ps: integerField({ minimum: 1, maximum: 50, default: ps, description: '每页条数' }),
  } as const;
}

/** The `platform` the header sends (web / pc); accepted and not used. */
export const platformQuery = {
  type: 'string',
  enum: ['web', 'pc'],
  description: '调用方，忽略',
} as const;

/** The product fields every personal list item carries. */
const productFields = {
  dp_id: str,
  title: str,
  url: str,
  image_url: str,
  site_id: int,
  site_name: str,
} as const;

/** The names of {@link productFields}, all required. */
const productFieldNames = ['dp_id', 'title', 'url', 'image_url', 'site_id', 'site_name'] as const;

/** One watched product (fen, epoch seconds). */
export const watchItemSchema = {
  type: 'object',
  properties: {
    id: int,
    ...productFields,
    saved_price: { ...nullableInt, description: '收藏时的到手价（分）；当时无价格为 null' },
    current_price: { ...nullableInt, description: '当前到手价（分）；暂无价格为 null' },
    lowest_price: { ...nullableInt, description: '历史最低价（分）' },
    lowest_at: nullableInt,
    drop_amount: { ...nullableInt, description: '收藏时价格 − 当前价格（分），正数为降价' },
    drop_percent: { type: ['number', 'null'], description: '降价幅度（%），一位小数' },
    target_price: { ...nullableInt, description: '目标价（分）' },
    group: { type: ['string', 'null'], description: '分组名' },
    alert: {
      type: 'string',
      enum: ['drop', 'target', 'percent', 'lowest', 'off', 'rise', 'lowest_days', 'restock'],
      description:
        '提醒条件：任意降价 / 低于目标价 / 降幅达到 alert_percent% / 创历史新低 / 不提醒 / 涨价 / 近 alert_days 天最低 / 到货（无货后重新有货）',
    },
    alert_percent: { ...nullableInt, description: '降幅提醒的百分比（1–90）' },
    alert_days: { ...nullableInt, description: '近 N 天最低提醒的天数 N（7–365）' },
    alert_interval_hours: {
      ...nullableInt,
      description: '同一收藏两次提醒至少间隔的小时数（1–720）；null 为不限',
    },
    all_stores: {
      type: 'boolean',
      description: '全网同款：提醒条件按同款商品在各商城的最低到手价判断',
    },
    other_stores: {
      ...int,
      description: '同款商品在其他商城的商品数（0 表示没有找到同款）',
    },
    created_at: int,
  },
  required: [
    'id',
    ...productFieldNames,
    'saved_price',
    'current_price',
    'lowest_price',
    'lowest_at',
    'drop_amount',
    'drop_percent',
    'target_price',
    'group',
    'alert',
    'alert_percent',
    'alert_days',
    'alert_interval_hours',
    'all_stores',
    'other_stores',
    'created_at',
  ],
} as const;

/** `GET /UserCollection/List` answer. */
export const collectionListAnswer = answerSchema({
  type: 'object',
  properties: {
    list: { type: 'array', items: watchItemSchema },
    stat: {
      type: 'object',
      properties: { all: int, reduce: int },
      required: ['all', 'reduce'],
      description: 'all 全部收藏数，reduce 现价低于收藏时价格的件数',
    },
    groups: { type: 'array', items: str, description: '用户的分组名' },
    ...pageFields,
  },
  required: ['list', 'stat', 'groups', 'pg', 'ps', 'total'],
});

/** `GET /UserCollection/Saved` answer. */
export const savedAnswer = answerSchema({
  type: 'object',
  properties: { dp_ids: { type: 'array', items: str } },
  required: ['dp_ids'],
});

/** An answer whose data is one watched product. */
export const watchItemAnswer = answerSchema(watchItemSchema);

/** `GET /UserCollection/Item` answer: the product's watch item, or null when it is not saved. */
export const savedItemAnswer = answerSchema({ anyOf: [watchItemSchema, { type: 'null' }] });

/** An answer whose data is the id of what was deleted. */
export const deletedAnswer = answerSchema({
  type: 'object',
  properties: { id: int },
  required: ['id'],
});

/** One price-protection order (fen, epoch seconds). */
export const orderSchema = {
  type: 'object',
  properties: {
    id: int,
    ...productFields,
    paid_price: { ...int, description: '到手价（分）' },
    bought_at: int,
    window_days: { ...int, description: '价保天数' },
    ends_at: { ...int, description: '价保结束时刻（此刻起不再价保）' },
    days_left: { ...int, description: '剩余天数（含今天），已过期为 0' },
    lowest_since: { ...nullableInt, description: '购买后价保期内的最低到手价（分）' },
    claimable: { ...int, description: '可申请金额（分）：到手价 − 期间最低价，不低于 0' },
    current_price: nullableInt,
    protect_url: { ...str, description: '商城价保申请入口（没有时为商品链接）' },
  },
  required: [
    'id',
    ...productFieldNames,
    'paid_price',
    'bought_at',
    'window_days',
    'ends_at',
    'days_left',
    'lowest_since',
    'claimable',
    'current_price',
    'protect_url',
  ],
} as const;

/** `GET /UserExtend/WorthOrderList` answer. */
export const orderListAnswer = answerSchema({
  type: 'object',
  properties: {
    list: { type: 'array', items: orderSchema },
    view: {
      type: 'object',
      properties: { valid: int, expired: int },
      required: ['valid', 'expired'],
      description: 'view=1 时给出：valid 价保期内，expired 已过期',
    },
    ...pageFields,
  },
  required: ['list', 'pg', 'ps', 'total'],
});

/** An answer whose data is one order. */
export const orderAnswer = answerSchema(orderSchema);

const ruleSchema = {
  type: 'object',
  properties: { reason: str, amount: int, text: str },
  required: ['reason', 'amount', 'text'],
} as const;

/** `GET /UserExtend/Credit` answer. */
export const creditAnswer = answerSchema({
  type: 'object',
  properties: {
    balance: { ...int, description: '积分余额（明细之和）' },
    checked_in_today: { type: 'boolean' },
    rules: { type: 'array', items: ruleSchema },
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: int,
          amount: int,
          reason: { ...str, description: 'checkin 签到，contribution 上报采纳，shaidan 晒单' },
          text: str,
          ref: str,
          created_at: int,
        },
        required: ['id', 'amount', 'reason', 'text', 'ref', 'created_at'],
      },
    },
    ...pageFields,
  },
  required: ['balance', 'checked_in_today', 'rules', 'list', 'pg', 'ps', 'total'],
});

/** `POST /UserExtend/CheckIn` answer. */
export const checkInAnswer = answerSchema({
  type: 'object',
  properties: {
    awarded: { ...int, description: '本次获得的积分，今日已签到为 0' },
    balance: int,
    checked_in_today: { type: 'boolean' },
  },
  required: ['awarded', 'balance', 'checked_in_today'],
});
