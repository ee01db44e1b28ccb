import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { KEYWORDS_MAX } from '@pricetrail/core';
import { replyWithAnswer } from '../products/answer.js';
import { CATEGORIES_EXAMPLE, SEARCH_EXAMPLE } from '../examples.js';
import {
  errorResponses,
  pageParam,
  pageSchema,
  productWithSummarySchema,
} from '../../../http/schemas.js';
import { integerField } from '../../../http/integerField.js';

const PAGE_SIZE = 20;
// Prices are fen; ten million yuan is beyond anything the stores sell.
const MAX_PRICE_FEN = 1_000_000_000;

const CACHE = 'public, max-age=60';

/** `GET /api/search` and `GET /api/categories`. */
export const searchRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        summary:
          '关键词搜索（支持中文分词与中英混合），按热度排序；不带关键词时列出全部或某分类的商品；可按商城、价格区间、历史最低、有货筛选，按降幅、价格、销量排序',
        tags: ['搜索'],
        operationId: 'searchProducts',
        querystring: {
          type: 'object',
          properties: {
            q: {
              type: 'string',
              maxLength: KEYWORDS_MAX,
              description: '关键词，全部命中才算匹配；留空或省略则按热度列出商品',
              examples: ['手机'],
            },
            page: pageParam,
            class: {
              type: 'string',
              maxLength: 64,
              description: '分类 slug（见 /api/categories）',
            },
            sort: {
              type: 'string',
              enum: ['drop', 'price', 'popular'],
              description:
                'drop 降价幅度最大在前，price 到手价最低在前，popular 销量最高在前（默认）',
            },
            site: integerField({
              minimum: 1,
              maximum: 9999,
              description: '只看该商城（站点 id）',
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
              description: '1：只看当前为历史最低价的商品',
            }),
            inStock: integerField({
              minimum: 0,
              maximum: 1,
              enum: [0, 1],
              description: '1：仅看有货（不含无货、预售、下架的商品）',
            }),
          },
        },
        response: {
          200: {
            ...pageSchema('一页搜索结果（每页 20 条）与总数', productWithSummarySchema),
            examples: [SEARCH_EXAMPLE],
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const {
        q,
        page,
        class: category,
        sort,
        site,
        minPrice,
        maxPrice,
        lowest,
        inStock,
      } = request.query;
      const filters = {
        sort,
        siteId: site,
        minPrice,
        maxPrice,
        lowestOnly: lowest === 1,
        inStockOnly: inStock === 1,
      };
      const query = { q, page, pageSize: PAGE_SIZE, category, filters };
      const answer = await app.prices.search(query);
      return replyWithAnswer(reply, answer, CACHE);
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        summary: '商品分类',
        tags: ['搜索'],
        operationId: 'listCategories',
        response: {
          200: {
            description: '全部分类（一级分类的 parentSlug 为 null）',
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
                  required: ['slug', 'name'],
                },
              },
            },
            required: ['categories'],
            examples: [CATEGORIES_EXAMPLE],
          },
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { categories: await app.prices.categories() };
    },
  );
};
