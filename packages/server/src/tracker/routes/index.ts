import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { HttpError } from '../../http/errors.js';
import { TRACKING_STATES } from '../../prices/read/trackingStatus.js';
import { requireDpId } from '../../prices/routes/products/lookup.js';
import { dpIdParamsSchema, errorResponses } from '../../http/schemas.js';

// The page polls every few seconds; one second of caching lets a proxy fold a crowd's polls.
const CACHE = 'public, max-age=1';

const trackingStatusSchema = {
  type: 'object',
  properties: {
    dpId: { type: 'string' },
    status: { type: 'string', enum: TRACKING_STATES },
    attempts: { type: 'integer' },
    nextAttemptAt: { type: ['integer', 'null'] },
    reason: { type: ['string', 'null'] },
    updatedAt: { type: ['integer', 'null'] },
    productReady: { type: 'boolean' },
  },
  required: ['dpId', 'status', 'attempts', 'nextAttemptAt', 'reason', 'updatedAt', 'productReady'],
} as const;

/** `GET /api/tracking/:dpId`: where a pasted link we did not hold stands in the tracker's queue. */
export const trackingRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/tracking/:dpId',
    {
      schema: {
        summary: '追踪中的商品链接的进度（排队、抓取、完成或失败原因与下次重试时间）',
        tags: ['追踪'],
        operationId: 'getTrackingStatus',
        params: dpIdParamsSchema,
        response: {
          200: { ...trackingStatusSchema, description: '链接的追踪进度' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const status = await app.prices.tracking(requireDpId(request.params.dpId));
      if (!status) throw new HttpError(404, '该商品不在追踪队列中');
      reply.header('cache-control', CACHE);
      return status;
    },
  );
};
