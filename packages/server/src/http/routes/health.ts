import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { StoreHealth } from '../../tracker/budget/storeBudgets.js';
import { errorResponses } from '../schemas.js';

/** What the health route reports besides being up. */
export interface HealthOptions {
  /** Each store's tracker state, when a tracker runs in this process. */
  stores?: (() => Record<string, StoreHealth>) | undefined;
}

const storeHealthSchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['ok', 'backing_off', 'paused'] },
    until: { type: 'string', format: 'date-time' },
  },
  required: ['state'],
  additionalProperties: false,
} as const;

/**
 * `GET /api/health`: answers while the server can take requests; with a tracker in this process,
 * each store's state too (ok, backing off until …, paused until …).
 */
export const healthRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: HealthOptions }> = async (
  app,
  { stores },
) => {
  app.get(
    '/health',
    {
      schema: {
        summary: '服务健康与各商城抓取状态',
        tags: ['系统'],
        operationId: 'getHealth',
        response: {
          200: {
            description: '服务可用',
            type: 'object',
            properties: {
              ok: { type: 'boolean' },
              stores: { type: 'object', additionalProperties: storeHealthSchema },
            },
            required: ['ok'],
            additionalProperties: false,
          },
          ...errorResponses(),
        },
      },
    },
    async () => (stores ? { ok: true, stores: stores() } : { ok: true }),
  );
};
