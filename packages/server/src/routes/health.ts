import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';

/** `GET /api/health`: answers while the server can take requests. */
export const healthRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { ok: { type: 'boolean' } },
            required: ['ok'],
            additionalProperties: false,
          },
        },
      },
    },
    async () => ({ ok: true }),
  );
};
