import type { FastifyInstance } from 'fastify';
import { AnswerCache, serializeAnswer } from '../../prices/read/answerCache.js';
import { HISTORY_RANGES, productHistory, type HistoryRange } from '../../prices/read/history.js';
import { HttpError } from '../../plugins/errors.js';
import { findProductRowById, productWithSummary } from '../../prices/read/lookup.js';
import { productOffers } from '../../prices/read/offers.js';
import {
  dpIdParamsSchema,
  errorResponses,
  productSchema,
  productWithSummarySchema,
  summarySchema,
} from '../schemas.js';
import { sendAnswer } from './answer.js';
import { requireProductRow, requireProductState } from './lookup.js';

const CACHE = 'public, max-age=60';
// Serialized history answers kept in memory (about 5 KB each for a full three-year history).
const HISTORY_CACHE_BYTES = 64 * 1024 * 1024;
// Windowed ranges move with the clock: an answer lives as long as clients may keep it anyway.
const WINDOW_SECONDS = 60;
const pointsSchema = {
  type: 'array',
  items: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 2 },
} as const;

/** `GET /api/products/:dpId`, its `/history` and its `/offers`. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const histories = new AnswerCache(HISTORY_CACHE_BYTES);

  app.get<{ Params: { dpId: string } }>(
    '/products/:dpId',
    {
      schema: {
        summary: '商品与价格摘要',
        params: dpIdParamsSchema,
        response: { 200: productWithSummarySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await requireProductRow(app, request.params.dpId);
      reply.header('cache-control', CACHE);
      return productWithSummary(row);
    },
  );

  app.get<{ Params: { dpId: string }; Querystring: { range: HistoryRange } }>(
    '/products/:dpId/history',
    {
      schema: {
        summary: '价格历史（页面价与到手价两条线，每条最多约 1000 点）',
        params: dpIdParamsSchema,
        querystring: {
          type: 'object',
          properties: {
            range: { type: 'string', enum: Object.keys(HISTORY_RANGES), default: 'all' },
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
      const { dpId } = request.params;
      const { range } = request.query;
      const now = app.clock();
      const key = `${dpId}:${range}`;
      // Nothing written since the stored answer was last confirmed: no database read at all.
      const stamp = app.db.changeStamp?.();
      const unchanged = stamp === undefined ? undefined : histories.unchangedSince(key, stamp, now);
      if (unchanged) return sendAnswer(reply, unchanged, CACHE);
      // The summary revision moves with every write to the product, from any process.
      const { id, revision } = await requireProductState(app, dpId);
      let answer = histories.get(key, revision, now, stamp);
      if (!answer) {
        const row = await findProductRowById(app.db, id);
        if (!row) throw new HttpError(404, '暂未收录该商品');
        const lines = await productHistory(app.db, id, range, now);
        answer = serializeAnswer({ ...productWithSummary(row), range, ...lines });
        // Stored under the revision read first: a write in between only makes it miss later.
        const expires = range === 'all' ? Infinity : now + WINDOW_SECONDS;
        histories.set(key, revision, expires, answer, stamp);
      }
      return sendAnswer(reply, answer, CACHE);
    },
  );

  app.get<{ Params: { dpId: string } }>(
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
      const { product, summary } = productWithSummary(
        await requireProductRow(app, request.params.dpId),
      );
      const offers = product.clusterKey
        ? await productOffers(app.db, product.clusterKey)
        : [{ product, summary }];
      reply.header('cache-control', CACHE);
      return { offers };
    },
  );
}
