import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { replyWithAnswer } from '../products/answer.js';
import { errorResponses, pageParam, productSchema, summarySchema } from '../../../http/schemas.js';
import { integerField } from '../../../http/integerField.js';

const PAGE_SIZE = 20;
// Prices are fen; ten million yuan is beyond anything the stores sell.
const MAX_PRICE_FEN = 1_000_000_000;
const CACHE = 'public, max-age=60';

const dealSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['deal', 'fake'] },
    price: { type: 'integer', description: '今天的到手价（分）' },
    median30: { type: 'integer', description: '今天之前 30 天的每日到手价中位数（分）' },
    dropFen: { type: 'integer', description: '比中位价低多少（分）' },
    dropPercent: { type: 'number', description: '比中位价低多少（百分比，一位小数）' },
    dataDays: { type: 'integer', description: '这 30 天里有价格数据的天数' },
    windowDays: { type: 'integer', description: '中位价取的天数（30）' },
    since: { type: 'integer', description: '今天这个价格从何时开始（秒）' },
    isLowest: { type: 'boolean', description: '是否为历史最低价' },
    proof: {
      type: ['object', 'null'],
      description: '假降价的证据：涨价前的参考价、涨价那天、涨后价格与依据的天数',
      properties: {
        referencePrice: { type: 'integer' },
        raisedAt: { type: 'integer' },
        raisedPrice: { type: 'integer' },
        evidenceDays: { type: 'integer' },
      },
      required: ['referencePrice', 'raisedAt', 'raisedPrice', 'evidenceDays'],
    },
  },
  required: [
    'kind',
    'price',
    'median30',
    'dropFen',
    'dropPercent',
    'dataDays',
    'windowDays',
    'since',
    'isLowest',
    'proof',
  ],
} as const;

/** `GET /api/deals`: today's real deals, or the fake cuts (先涨后降) kept out of them. */
export const dealRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/deals',
    {
      schema: {
        summary:
          '今日好价：到手价比前 30 天中位价低到一定幅度和金额、且数据足够的商品；view=fake 列出先涨后降的假降价及其证据',
        tags: ['优惠'],
        operationId: 'listDeals',
        querystring: {
          type: 'object',
          properties: {
            view: {
              type: 'string',
              enum: ['deals', 'fake'],
              default: 'deals',
              description: 'deals 真降价（默认），fake 先涨后降的假降价',
            },
            sort: {
              type: 'string',
              enum: ['drop', 'amount', 'price', 'newest'],
              default: 'drop',
              description: 'drop 降幅最大，amount 降价金额最多，price 到手价最低，newest 最新降价',
            },
            page: pageParam,
            class: {
              type: 'string',
              maxLength: 64,
              description: '分类 slug（见 /api/categories）',
            },
            site: integerField({
              minimum: 1,
              maximum: 9999,
              description: '只看该商城（站点 id）',
            }),
            minDrop: integerField({
              minimum: 0,
              maximum: 90,
              description: '降幅下限（百分比）；低于服务器设置的门槛时按门槛算',
            }),
            minPrice: integerField({
              minimum: 0,
              maximum: MAX_PRICE_FEN,
              description: '到手价下限（分）',
            }),
            maxPrice: integerField({
              minimum: 0,
              maximum: MAX_PRICE_FEN,
              description: '到手价上限（分）',
            }),
            lowest: integerField({
              minimum: 0,
              maximum: 1,
              enum: [0, 1],
              description: '1：只看今天为历史最低价的',
            }),
            inStock: integerField({
              minimum: 0,
              maximum: 1,
              enum: [0, 1],
              description: '1：仅看有货（不含无货、预售、下架的商品）',
            }),
          },
          additionalProperties: false,
        },
        response: {
          200: {
            description: '一页好价（每页 20 条）与总数，以及判定门槛',
            type: 'object',
            properties: {
              total: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              rules: {
                type: 'object',
                properties: {
                  minDropPercent: { type: 'integer' },
                  minDropFen: { type: 'integer' },
                  minDataDays: { type: 'integer' },
                },
                required: ['minDropPercent', 'minDropFen', 'minDataDays'],
              },
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { product: productSchema, summary: summarySchema, deal: dealSchema },
                  required: ['product', 'summary', 'deal'],
                },
              },
            },
            required: ['total', 'page', 'pageSize', 'rules', 'items'],
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
        return reply.code(400).send({ code: 400, msg: '价格下限不能高于上限' });
      }
      const answer = await app.prices.deals({
        view: q.view,
        sort: q.sort,
        page: q.page,
        pageSize: PAGE_SIZE,
        category: q.class,
        siteId: q.site,
        minDrop: q.minDrop,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        lowestOnly: q.lowest === 1,
        inStockOnly: q.inStock === 1,
      });
      return replyWithAnswer(reply, answer, CACHE);
    },
  );
};
