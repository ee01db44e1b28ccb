import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { HISTORY_RANGE_NAMES } from '../../prices/read/history.js';
import {
  dpIdParamsSchema,
  errorResponses,
  productDetailSchema,
  productSchema,
  productWithSummarySchema,
  summarySchema,
} from '../schemas.js';
import { sendAnswer } from './answer.js';
import { found, requireDpId } from './lookup.js';

const CACHE = 'public, max-age=60';
const pointsSchema = {
  type: 'array',
  items: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 2 },
} as const;

/** `GET /api/products/:dpId`, its `/history` and its `/offers`. */
export const productRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/products/:dpId',
    {
      schema: {
        summary: '商品、价格摘要与价格更新时间和来源',
        tags: ['商品'],
        operationId: 'getProduct',
        params: dpIdParamsSchema,
        response: { 200: productDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const product = found(await app.prices.product(requireDpId(request.params.dpId)));
      reply.header('cache-control', CACHE);
      return product;
    },
  );

  app.get(
    '/products/:dpId/history',
    {
      schema: {
        summary: '价格历史（页面价与到手价两条线，每条最多约 1000 点）',
        params: dpIdParamsSchema,
        querystring: {
          type: 'object',
          properties: {
            range: { type: 'string', enum: HISTORY_RANGE_NAMES, default: 'all' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              product: productSchema,
              summary: summarySchema,
              range: { type: 'string' },
              listPrice: pointsSchema,
              finalPrice: pointsSchema,
              promotions: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    ts: { type: 'integer' },
                    promo: { type: ['string', 'null'] },
                    coupon: { type: ['string', 'null'] },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const dpId = requireDpId(request.params.dpId);
      const answer = found(await app.prices.history(dpId, request.query.range));
      return sendAnswer(reply, answer, CACHE);
    },
  );

  app.get(
    '/products/:dpId/offers',
    {
      schema: {
        summary: '同款商品在其他商城的价格（到手价从低到高）',
        params: dpIdParamsSchema,
        response: {
          200: {
            type: 'object',
            properties: { offers: { type: 'array', items: productWithSummarySchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const offers = found(await app.prices.offers(requireDpId(request.params.dpId)));
      reply.header('cache-control', CACHE);
      return { offers };
    },
  );
};
