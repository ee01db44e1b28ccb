import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { parseProductUrl } from '@pricetrail/core';
import { HttpError } from '../../plugins/errors.js';
import { LINK_ERRORS } from '../linkErrors.js';
import { errorResponses, productWithSummarySchema } from '../schemas.js';

/** `GET /api/trend/resolve?url=…`: a link or share text → the product we track. */
export const trendRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/trend/resolve',
    {
      schema: {
        summary: '商品链接（或分享文字）→ 商品',
        tags: ['商品'],
        operationId: 'resolveProductLink',
        querystring: {
          type: 'object',
          properties: { url: { type: 'string', minLength: 1, maxLength: 2000 } },
          required: ['url'],
        },
        response: {
          200: {
            description: '识别出的商品与价格摘要',
            type: 'object',
            properties: {
              dpId: { type: 'string' },
              ...productWithSummarySchema.properties,
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const parsed = parseProductUrl(request.query.url);
      if ('error' in parsed) throw new HttpError(400, LINK_ERRORS[parsed.error]);
      const found = await app.prices.resolve(parsed);
      if (!found) throw new HttpError(404, '暂未收录该商品，已加入追踪队列');
      reply.header('cache-control', 'public, max-age=60');
      return { dpId: parsed.dpId, product: found.product, summary: found.summary };
    },
  );
};
