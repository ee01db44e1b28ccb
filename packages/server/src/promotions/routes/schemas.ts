import { pageParam, productSchema, summarySchema } from '../../http/schemas.js';
import { integerField } from '../../http/integerField.js';

/** One rule read from a promotion or coupon text (core's `PromotionRule`); money in fen. */
export const ruleSchema = {
  type: 'object',
  description:
    'over 满减，each 每满减，discount 折扣（payPercent 为实付百分比），secondHalf 第二件半价，coupon 领券减，deposit 预售定金，text 未能识别、保留原文',
  properties: {
    kind: {
      type: 'string',
      enum: ['over', 'each', 'discount', 'secondHalf', 'coupon', 'deposit', 'text'],
    },
    text: { type: 'string', description: '商城的原文' },
    threshold: { type: 'integer' },
    amount: { type: 'integer' },
    crossStore: { type: 'boolean', description: '是否跨店' },
    payPercent: { type: 'number' },
    deposit: { type: 'integer' },
    worth: { type: 'integer' },
  },
  required: ['kind', 'text'],
} as const;

/** A store event (times in epoch seconds). */
export const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    siteId: { type: 'integer' },
    name: { type: 'string' },
    kind: { type: 'string', description: '活动类型：618、双11、年货节、品牌日 …' },
    startsAt: { type: 'integer' },
    endsAt: { type: 'integer' },
    status: { type: 'string', enum: ['current', 'coming'], description: '进行中或即将开始' },
    rules: { type: 'array', items: ruleSchema },
    url: { type: ['string', 'null'], description: '商城的活动页' },
    productCount: { type: 'integer' },
    isDemo: { type: 'boolean', description: '演示数据' },
  },
  required: [
    'id',
    'siteId',
    'name',
    'kind',
    'startsAt',
    'endsAt',
    'status',
    'rules',
    'url',
    'productCount',
    'isDemo',
  ],
} as const;

/** The store event a product's buyer can wait for; null when the calendar holds none. */
export const nextSaleSchema = {
  type: ['object', 'null'],
  properties: {
    name: { type: 'string', description: '活动名称，如 京东双12' },
    startDay: { type: 'string', description: '开始日（上海时间，YYYY-MM-DD）' },
    endDay: { type: 'string', description: '结束日（上海时间，YYYY-MM-DD）' },
    daysUntil: { type: 'integer', description: '距开始的天数；进行中为 0' },
  },
  required: ['name', 'startDay', 'endDay', 'daysUntil'],
  additionalProperties: false,
} as const;

/** A coupon (money in fen, times in epoch seconds). */
export const couponSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    siteId: { type: 'integer' },
    threshold: { type: 'integer', description: '门槛（分），0 为无门槛' },
    amount: { type: 'integer', description: '优惠金额（分）' },
    validFrom: { type: 'integer' },
    validTo: { type: 'integer' },
    url: { type: 'string', description: '领券页（商城自己的页面）' },
    dpId: { type: ['string', 'null'], description: '限某一商品时，该商品的编号' },
    productTitle: { type: ['string', 'null'] },
    category: { type: ['string', 'null'], description: '限某一品类时，该品类的 slug' },
    categoryName: { type: ['string', 'null'], description: '限某一品类时，该品类的名称' },
    text: { type: ['string', 'null'] },
    isDemo: { type: 'boolean', description: '演示数据' },
  },
  required: [
    'id',
    'siteId',
    'threshold',
    'amount',
    'validFrom',
    'validTo',
    'url',
    'dpId',
    'productTitle',
    'category',
    'categoryName',
    'text',
    'isDemo',
  ],
} as const;

/** A product at its historical low today, with the rules of its current price. */
export const lowestItemSchema = {
  type: 'object',
  properties: {
    product: productSchema,
    summary: summarySchema,
    rules: { type: 'array', items: ruleSchema },
  },
  required: ['product', 'summary', 'rules'],
} as const;

/** `?page=`: a page of an event's products. */
export const pageQuerySchema = {
  type: 'object',
  properties: { page: pageParam },
  additionalProperties: false,
} as const;

/** The `page` and `site` filters of the paged lists. */
export const pagedQuerySchema = {
  type: 'object',
  properties: {
    page: pageParam,
    site: integerField({ minimum: 1, maximum: 9999, description: '只看该商城（站点 id）' }),
  },
  additionalProperties: false,
} as const;

/** The historical-low list's query: a page, a store, and 仅看有货. */
export const lowestQuerySchema = {
  ...pagedQuerySchema,
  properties: {
    ...pagedQuerySchema.properties,
    inStock: integerField({
      minimum: 0,
      maximum: 1,
      enum: [0, 1],
      description: '1：仅看有货（不含无货、预售、下架的商品）',
    }),
  },
} as const;
