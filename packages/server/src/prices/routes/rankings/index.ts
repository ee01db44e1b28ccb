import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { replyWithAnswer } from '../products/answer.js';
import { RANKING_LISTS } from '../../rankings/rankingLists.js';
import { errorResponses, productSchema, summarySchema } from '../../../http/schemas.js';

const CACHE = 'public, max-age=60';

const moveSchema = {
  type: ['object', 'null'],
  description:
    '与昨天榜单相比：up 上升、down 下降 places 名，same 不变，new 新上榜；昨天没有榜单时为 null',
  properties: {
    kind: { type: 'string', enum: ['up', 'down', 'same', 'new'] },
    places: { type: 'integer' },
  },
  required: ['kind', 'places'],
} as const;

/** `GET /api/rankings`: 降价榜, 热门榜, 收藏榜 and 销量榜, overall or of one category. */
export const rankingRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/rankings',
    {
      schema: {
        summary:
          '排行榜（前 50 名）：降价榜（今日真降价的降幅）、热门榜（7 天浏览次数）、收藏榜（收藏人数）、销量榜（销量），每行带与昨天相比的名次变化',
        tags: ['优惠'],
        operationId: 'listRankings',
        querystring: {
          type: 'object',
          properties: {
            list: {
              type: 'string',
              enum: RANKING_LISTS,
              default: 'drop',
              description: 'drop 降价榜（默认），hot 热门榜，watched 收藏榜，sales 销量榜',
            },
            category: {
              type: 'string',
              pattern: '^[a-z0-9][a-z0-9_-]{0,39}$',
              description: '分类 slug（见 /api/categories）；不填为全部分类',
            },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            description: '榜单，按名次排列',
            type: 'object',
            properties: {
              list: { type: 'string', enum: RANKING_LISTS },
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    rank: { type: 'integer', description: '名次，从 1 开始' },
                    move: moveSchema,
                    value: {
                      type: 'number',
                      description:
                        '榜单的数字：降幅（百分比，一位小数）、7 天浏览次数、收藏人数或销量',
                    },
                    product: productSchema,
                    summary: summarySchema,
                  },
                  required: ['rank', 'move', 'value', 'product', 'summary'],
                },
              },
            },
            required: ['list', 'items'],
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { list, category } = request.query;
      const answer = await app.prices.rankings(list, category);
      return replyWithAnswer(reply, answer, CACHE);
    },
  );
};
