import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { IN_PROCESS_HEADER } from '@pricetrail/core';
import { HISTORY_RANGE_NAMES } from '../../read/history.js';
import { HISTORY_EXAMPLE, PRODUCT_EXAMPLE } from '../examples.js';
import {
  dpIdParamsSchema,
  errorResponses,
  productDetailSchema,
  productSchema,
  productWithSummarySchema,
  summarySchema,
} from '../../../http/schemas.js';
import { PRODUCT_CACHE_CONTROL, sendAnswer } from './answer.js';
import { found, requireDpId } from './lookup.js';
import { noteView } from '../../noteView.js';

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
        response: {
          200: {
            ...productDetailSchema,
            description: '商品资料、价格摘要、价格更新时间与来源',
            examples: [PRODUCT_EXAMPLE],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const dpId = requireDpId(request.params.dpId);
      const product = found(await app.prices.product(dpId));
      // Viewed products are checked hourly and climb the hot list; the answer need not wait. A
      // page rendered on the server counts its own view (once, also when it comes from cache).
      if (!request.headers[IN_PROCESS_HEADER]) noteView(app, request, dpId);
      reply.header('cache-control', PRODUCT_CACHE_CONTROL);
      return product;
    },
  );

  app.get(
    '/products/:dpId/history',
    {
      schema: {
        summary: '价格历史（页面价与到手价两条线，每条最多约 1000 点）',
        tags: ['价格'],
        operationId: 'getPriceHistory',
        params: dpIdParamsSchema,
        querystring: {
          type: 'object',
          properties: {
            range: {
              type: 'string',
              enum: HISTORY_RANGE_NAMES,
              default: 'all',
              description: '时间范围',
            },
          },
        },
        response: {
          200: {
            description: '商品、摘要与所选范围内的两条价格线（[时间戳, 分]）及促销',
            type: 'object',
            properties: {
              product: productSchema,
              summary: summarySchema,
              range: { type: 'string', enum: HISTORY_RANGE_NAMES },
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
                  required: ['ts'],
                },
              },
              outOfStock: {
                type: 'array',
                description: '范围内买不到的时段（无货、下架）；to 为 null 表示至今',
                items: {
                  type: 'object',
                  properties: {
                    from: { type: 'integer' },
                    to: { type: ['integer', 'null'] },
                    state: { type: 'string', enum: ['out_of_stock', 'delisted'] },
                  },
                  required: ['from', 'to', 'state'],
                },
              },
              presale: {
                type: 'array',
                description: '范围内预售（付定金、尚未发货）的时段，不算无货；to 为 null 表示至今',
                items: {
                  type: 'object',
                  properties: {
                    from: { type: 'integer' },
                    to: { type: ['integer', 'null'] },
                  },
                  required: ['from', 'to'],
                },
              },
            },
            required: ['product', 'summary', 'range', 'listPrice', 'finalPrice'],
            examples: [HISTORY_EXAMPLE],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const dpId = requireDpId(request.params.dpId);
      const answer = found(await app.prices.history(dpId, request.query.range));
      return sendAnswer(reply, answer, PRODUCT_CACHE_CONTROL);
    },
  );

  app.get(
    '/products/:dpId/offers',
    {
      schema: {
        summary: '同款商品在其他商城的价格（到手价从低到高）',
        tags: ['商品'],
        operationId: 'getProductOffers',
        params: dpIdParamsSchema,
        response: {
          200: {
            description: '同款商品的其他商城报价',
            type: 'object',
            properties: { offers: { type: 'array', items: productWithSummarySchema } },
            required: ['offers'],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const offers = found(await app.prices.offers(requireDpId(request.params.dpId)));
      reply.header('cache-control', PRODUCT_CACHE_CONTROL);
      return { offers };
    },
  );
};
