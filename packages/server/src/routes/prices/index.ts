import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { receiveObservations } from '../../prices/ingest/receiveObservations.js';
import { errorResponses } from '../schemas.js';
import { reportRateKey, reporterOf } from './reporter.js';

/** Most items one request may carry. */
export const MAX_BATCH = 500;

/** `POST /api/prices/observations`: prices seen by the extension. */
export const priceRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/prices/observations',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: reportRateKey } },
      schema: {
        summary: '上报观察到的价格（每批最多 500 条；金额单位分，时间为秒级时间戳）',
        tags: ['价格'],
        operationId: 'reportPriceObservations',
        body: {
          type: 'object',
          properties: {
            observations: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_BATCH,
              items: {
                type: 'object',
                // Untyped on purpose: each item is checked on its own and a bad one is rejected
                // in `results` with a Chinese reason, without failing the rest of the batch.
                properties: {
                  url: { description: '商品链接（与 dpId 二选一）' },
                  dpId: { description: '商品编号，如 100012043978-3' },
                  title: { description: '商品标题（未收录的商品须附上链接和标题）' },
                  listPrice: { description: '页面价（分）' },
                  finalPrice: { description: '到手价（分）' },
                  promo: { description: '促销文字' },
                  coupon: { description: '优惠券文字' },
                  observedAt: { description: '看到价格的时间（秒级时间戳）' },
                },
              },
            },
          },
          required: ['observations'],
        },
        response: {
          200: {
            description:
              '逐条处理结果：accepted 已采用，pending 待印证，rejected 已拒绝（msg 说明原因）',
            type: 'object',
            properties: {
              accepted: { type: 'integer' },
              pending: { type: 'integer' },
              rejected: { type: 'integer' },
              results: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    index: { type: 'integer' },
                    status: { type: 'string', enum: ['accepted', 'pending', 'rejected'] },
                    dpId: { type: 'string' },
                    msg: { type: 'string' },
                  },
                },
              },
            },
          },
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const results = await receiveObservations(app.db, request.body.observations, {
        reporter: await reporterOf(request),
        now: app.clock(),
      });
      const count = (status: string) => results.filter((r) => r.status === status).length;
      reply.header('cache-control', 'no-store');
      return {
        accepted: count('accepted'),
        pending: count('pending'),
        rejected: count('rejected'),
        results,
      };
    },
  );
};
