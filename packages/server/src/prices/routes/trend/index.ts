import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { HttpError } from '../../../http/errors.js';
import { errorResponses, productWithSummarySchema } from '../../../http/schemas.js';

const linkQuery = {
  type: 'object',
  properties: { url: { type: 'string', minLength: 1, maxLength: 2000 } },
  required: ['url'],
} as const;

/**
 * `GET /api/trend/resolve?url=…`: a link or share text → the product we track;
 * `GET /api/trend/identify?url=…`: → which product it names (its short link expanded).
 */
export const trendRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/trend/identify',
    {
      schema: {
        summary: '商品链接或分享文字（含 3.cn、u.jd.com、m.tb.cn 等短链接）→ 商品编号与商品页链接',
        tags: ['商品'],
        operationId: 'identifyProductLink',
        querystring: linkQuery,
        response: {
          200: {
            description: '链接指向的商品（是否收录不论）',
            type: 'object',
            properties: { dpId: { type: 'string' }, url: { type: 'string' } },
            required: ['dpId', 'url'],
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const found = await app.productLinks.find(request.query.url);
      if ('message' in found) throw new HttpError(400, found.message);
      reply.header('cache-control', 'public, max-age=300');
      return { dpId: found.dpId, url: found.canonicalUrl };
    },
  );

  app.get(
    '/trend/resolve',
    {
      schema: {
        summary: '商品链接（或分享文字）→ 商品',
        tags: ['商品'],
        operationId: 'resolveProductLink',
        querystring: linkQuery,
        response: {
          200: {
            description: '识别出的商品与价格摘要',
            type: 'object',
            properties: {
              dpId: { type: 'string' },
              ...productWithSummarySchema.properties,
            },
            required: ['dpId', ...productWithSummarySchema.required],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const parsed = await app.productLinks.find(request.query.url);
      if ('message' in parsed) throw new HttpError(400, parsed.message);
      const found = await app.prices.resolve(parsed);
      if (!found) throw new HttpError(404, '暂未收录该商品，已加入追踪队列');
      reply.header('cache-control', 'public, max-age=60');
      return { dpId: parsed.dpId, product: found.product, summary: found.summary };
    },
  );
};
