import { STOCK_STATES } from '@pricetrail/core';
import { integerField } from './integerField.js';

/** `{ code, msg }`: every error answer. */
export const errorSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' } },
  required: ['code', 'msg'],
} as const;

/** `?page=` of a paged list: from 1, at most 500 (500 pages of 20 reach 10,000 items). */
export const pageParam = integerField({ minimum: 1, maximum: 500, default: 1 });

/** A page of `items` with the list's total, the page number and the page size. */
export function pageSchema<T extends object>(description: string, items: T) {
  return {
    description,
    type: 'object',
    properties: {
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      items: { type: 'array', items },
    },
    required: ['total', 'page', 'pageSize', 'items'],
    additionalProperties: false,
  } as const;
}

/** The most posts an author's own list (我的晒单, 我的爆料) answers. */
export const MINE_LIMIT = 50;

/** An author's own list: their latest `items` in every state. */
export function minePostsSchema<T extends object>(items: T) {
  return {
    description: `最近 ${MINE_LIMIT} 条`,
    type: 'object',
    properties: { items: { type: 'array', items } },
    required: ['items'],
    additionalProperties: false,
  } as const;
}

const nullableInt = { type: ['integer', 'null'] } as const;

/**
 * A product's summary (fen, epoch seconds; trend -2 historical low … 1 rising): the published
 * prices, `pending`, a solo report shown beside them as 待核实, and the stock state since when.
 */
export const summarySchema = {
  type: ['object', 'null'],
  properties: {
    currentList: { type: 'integer' },
    currentFinal: { type: 'integer' },
    currentTs: { type: 'integer' },
    lowestPrice: { type: 'integer' },
    lowestTs: { type: 'integer' },
    highestPrice: { type: 'integer' },
    highestTs: { type: 'integer' },
    low30: nullableInt,
    low60: nullableInt,
    low180: nullableInt,
    price618: nullableInt,
    price618Ts: nullableInt,
    price1111: nullableInt,
    price1111Ts: nullableInt,
    trend: { type: 'integer' },
    pending: {
      description:
        '待核实：一位插件用户独自上报、尚未经追踪器、导入或其他用户印证的价格；只展示，不计入最低价、降价提醒、价保、好价与 AI',
      type: ['object', 'null'],
      properties: {
        listPrice: { type: 'integer', description: '页面价（分）' },
        finalPrice: { type: 'integer', description: '到手价（分）' },
        observedAt: { type: 'integer', description: '看到的时间（秒级时间戳）' },
        source: { type: 'string', enum: ['extension'], description: '来源：插件用户上报' },
      },
      required: ['listPrice', 'finalPrice', 'observedAt', 'source'],
    },
    inStock: {
      type: ['boolean', 'null'],
      description: '现在是否有货（下架、预售都不算有货）；来源未说过时为 null',
    },
    stockState: {
      type: ['string', 'null'],
      enum: [...STOCK_STATES, null],
      description:
        '库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售 / delisted 下架；未知为 null',
    },
    stockChangedAt: { ...nullableInt, description: '进入当前库存状态的时间（秒级时间戳）' },
  },
} as const;

/** A product listing; `demo` marks generated demo data. */
export const productSchema = {
  type: 'object',
  properties: {
    dpId: { type: 'string' },
    siteId: { type: 'integer' },
    siteName: { type: 'string' },
    itemId: { type: 'string' },
    title: { type: 'string' },
    brand: { type: 'string' },
    category: { type: ['string', 'null'] },
    imageUrl: { type: 'string' },
    url: { type: 'string' },
    attributes: { type: 'object', additionalProperties: { type: 'string' } },
    clusterKey: { type: ['string', 'null'] },
    salesCount: { type: 'integer' },
    commentCount: { type: 'integer' },
    demo: { type: 'boolean' },
  },
  required: ['dpId', 'siteId', 'title'],
} as const;

/** A product with its summary. */
export const productWithSummarySchema = {
  type: 'object',
  properties: { product: productSchema, summary: summarySchema },
  required: ['product', 'summary'],
} as const;

/**
 * A product page's answer: the product, its summary, and how fresh its price is — `lastCheckedAt`
 * (epoch s, the later of the tracker's visit and the latest sighting), `latestSource` and
 * `offShelf`.
 */
export const productDetailSchema = {
  type: 'object',
  properties: {
    ...productWithSummarySchema.properties,
    lastCheckedAt: nullableInt,
    latestSource: {
      type: ['string', 'null'],
      enum: ['extension', 'tracker', 'import', 'demo', null],
    },
    offShelf: { type: 'boolean' },
  },
  required: ['product', 'summary', 'lastCheckedAt', 'latestSource', 'offShelf'],
} as const;

/** The `:dpId` route parameter. */
export const dpIdParamsSchema = {
  type: 'object',
  properties: { dpId: { type: 'string', maxLength: 64 } },
  required: ['dpId'],
} as const;

// What each error status means to a client, for the API document.
const ERROR_DESCRIPTIONS = {
  400: '请求参数有误（含签名无效或过期）',
  401: '未登录',
  403: '禁止访问（跨站请求或非本机）',
  404: '不存在或暂未收录',
  409: '与现有数据冲突',
  429: '请求过于频繁',
  500: '服务器开小差了，请稍后再试',
  502: '上游服务失败',
} as const;

/** A status the house error handler answers with `{ code, msg }`. */
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** One documented `{ code, msg }` error answer. */
export interface ErrorResponseSchema {
  readonly description: string;
  readonly type: typeof errorSchema.type;
  readonly properties: typeof errorSchema.properties;
  readonly required: typeof errorSchema.required;
}

/**
 * Response schemas for the error statuses a route can answer, in the house `{ code, msg }` shape;
 * 500 is always included, since the error handler answers it for any failure.
 */
export function errorResponses<S extends ErrorStatus = never>(
  ...statuses: S[]
): Record<S | 500, ErrorResponseSchema> {
  const all = [...new Set<ErrorStatus>([...statuses, 500])];
  return Object.fromEntries(
    all.map((status) => [status, { description: ERROR_DESCRIPTIONS[status], ...errorSchema }]),
  ) as Record<S | 500, ErrorResponseSchema>;
}

/** A response whose body is an HTML page (captcha, sign-in callback failures). */
export function htmlResponse(description: string) {
  return { description, content: { 'text/html': { schema: { type: 'string' } } } } as const;
}

/** A response without a body (redirect, WebSocket upgrade). */
export function emptyResponse(description: string) {
  return { description, type: 'null' } as const;
}
