import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { errorResponses } from './schemas.js';

/** `GET /api/health`: answers while the server can take requests. */
export const healthRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: '服务状态：能接收请求时答 ok',
        tags: ['系统'],
        operationId: 'getHealth',
        response: {
          200: {
            description: '服务可用',
            type: 'object',
            properties: { ok: { type: 'boolean' } },
            required: ['ok'],
            additionalProperties: false,
          },
          ...errorResponses(),
        },
      },
    },
    async () => ({ ok: true }),
  );
};
