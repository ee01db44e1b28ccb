import { OBSERVATION_TEXT_MAX } from '@pricetrail/core';
import { REPORTED_STOCK } from '../../ingest/check.js';

/** Most items one request may carry. */
export const MAX_BATCH = 500;

const text = (description: string) =>
  ({ type: ['string', 'null'], maxLength: OBSERVATION_TEXT_MAX, description }) as const;

/** One well-formed observation, as the API document describes it to clients. */
const observationSchema = {
  type: 'object',
  properties: {
    url: { type: 'string', description: '商品链接（与 dpId 二选一）' },
    dpId: { type: 'string', description: '商品编号，如 100012043978-3' },
    title: text('商品标题（未收录的商品须附上链接和标题）'),
    listPrice: { type: 'integer', description: '页面价（分）' },
    finalPrice: { type: ['integer', 'null'], description: '到手价（分）' },
    promo: text('促销文字'),
    coupon: text('优惠券文字'),
    observedAt: { type: 'integer', description: '看到价格的时间（秒级时间戳）' },
    inStock: { type: 'boolean', description: '是否有货（true 有货，false 无货；不填表示未知）' },
    stock: {
      type: 'string',
      enum: REPORTED_STOCK,
      description:
        '库存状态：in_stock 有货 / out_of_stock 无货 / presale 预售（付定金）；给出时优先于 inStock，二者矛盾则拒绝；不填表示未知',
    },
  },
  required: ['listPrice', 'observedAt'],
} as const;

type Properties = typeof observationSchema.properties;

// Untyped on purpose: each item is checked on its own and a bad one is rejected in `results`
// with a Chinese reason, without failing the rest of the batch; so the item the route validates
// keeps the documented fields and their descriptions, not their types.
const untypedObservationSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(observationSchema.properties).map(([name, { description }]) => [
      name,
      { description },
    ]),
  ) as { readonly [K in keyof Properties]: { readonly description: Properties[K]['description'] } },
} as const;

const batchOf = <Item extends object>(items: Item) =>
  ({
    type: 'object',
    properties: {
      observations: { type: 'array', minItems: 1, maxItems: MAX_BATCH, items },
    },
    required: ['observations'],
  }) as const;

/** The request body the route validates: the batch, each item left to the per-item checks. */
export const observationsBodySchema = batchOf(untypedObservationSchema);

/** The request body the API document shows: the batch of well-formed items. */
export const documentedObservationsBodySchema = batchOf(observationSchema);

/** The answer to a batch: how many of each outcome, and each item's outcome in batch order. */
export const observationReportSchema = {
  description: '逐条处理结果：accepted 已采用，pending 待印证，rejected 已拒绝（msg 说明原因）',
  type: 'object',
  properties: {
    accepted: { type: 'integer' },
    pending: { type: 'integer' },
    rejected: { type: 'integer' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          index: { type: 'integer' },
          status: { type: 'string', enum: ['accepted', 'pending', 'rejected'] },
          dpId: { type: 'string' },
          msg: { type: 'string' },
        },
        required: ['index', 'status'],
      },
    },
  },
  required: ['accepted', 'pending', 'rejected', 'results'],
} as const;
