import { productSchema, summarySchema } from '../../../http/schemas.js';
import { idField } from '../../../http/integerField.js';

const nullableInt = { type: ['integer', 'null'] } as const;

/** The 值 / 不值 counts of a post and the viewer's vote (1 值, -1 不值, 0 none). */
export const votesSchema = {
  type: 'object',
  properties: {
    worth: { type: 'integer', description: '值 的票数' },
    unworth: { type: 'integer', description: '不值 的票数' },
    mine: { type: 'integer', enum: [1, -1, 0], description: '我的投票：1 值，-1 不值，0 未投' },
  },
  required: ['worth', 'unworth', 'mine'],
  additionalProperties: false,
} as const;

/** One 好价 post as the pages see it. */
export const dealPostSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    source: { type: 'string', enum: ['auto', 'user'], description: 'auto 本站数据发现，user 爆料' },
    author: { type: ['string', 'null'], description: '爆料人昵称（本站发现的为 null）' },
    reason: { type: ['string', 'null'], description: '爆料理由' },
    price: { type: 'integer', description: '好价的到手价（分）' },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    rejectReason: { type: ['string', 'null'] },
    createdAt: { type: 'integer' },
    expired: { type: 'boolean', description: '现价已高于好价：已过期' },
    product: productSchema,
    summary: summarySchema,
    proof: {
      type: 'object',
      description: '发布时的数据：前 30 天中位价、降幅、有数据的天数与历史最低价',
      properties: {
        median30: nullableInt,
        dropFen: nullableInt,
        dropPercent: { type: ['number', 'null'] },
        dataDays: { type: 'integer' },
        windowDays: { type: 'integer' },
        lowestPrice: nullableInt,
        isLowest: { type: 'boolean' },
      },
      required: [
        'median30',
        'dropFen',
        'dropPercent',
        'dataDays',
        'windowDays',
        'lowestPrice',
        'isLowest',
      ],
    },
    votes: votesSchema,
  },
  required: [
    'id',
    'source',
    'author',
    'reason',
    'price',
    'status',
    'rejectReason',
    'createdAt',
    'expired',
    'product',
    'summary',
    'proof',
    'votes',
  ],
} as const;

/** The `:id` of a post. */
export const dealPostIdParams = {
  type: 'object',
  properties: { id: idField },
  required: ['id'],
  additionalProperties: false,
} as const;
