/** `{ code, msg }`: every error answer. */
export const errorSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' } },
  required: ['code', 'msg'],
} as const;

const nullableInt = { type: ['integer', 'null'] } as const;

/** A product's summary (fen, epoch seconds; trend -2 historical low … 1 rising). */
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
} as const;

/** A product with its summary. */
export const productWithSummarySchema = {
  type: 'object',
  properties: { product: productSchema, summary: summarySchema },
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

/** Error answers shared by most routes. */
export const errorResponses = { 400: errorSchema, 404: errorSchema, 429: errorSchema } as const;
