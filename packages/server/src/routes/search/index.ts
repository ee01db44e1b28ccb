import type { FastifyInstance } from 'fastify';
import { listCategories, searchProducts } from '../../prices/queries.js';
import { errorResponses, productWithSummarySchema } from '../schemas.js';

const PAGE_SIZE = 20;

/** `GET /api/search` and `GET /api/categories`. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { q: string; page: number; class?: string } }>(
    '/search',
    {
      schema: {
        summary: '关键词搜索（支持中文分词与中英混合）',
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', minLength: 1, maxLength: 100 },
            page: { type: 'integer', minimum: 1, maximum: 500, default: 1 },
            class: { type: 'string', maxLength: 64 },
          },
          required: ['q'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              total: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              items: { type: 'array', items: productWithSummarySchema },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { q, page, class: category } = request.query;
      reply.header('cache-control', 'public, max-age=60');
      return searchProducts(app.db, { q, page, pageSize: PAGE_SIZE, category });
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        summary: '商品分类',
        response: {
          200: {
            type: 'object',
            properties: {
              categories: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    slug: { type: 'string' },
                    name: { type: 'string' },
                    parentSlug: { type: ['string', 'null'] },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { categories: await listCategories(app.db) };
    },
  );
}
