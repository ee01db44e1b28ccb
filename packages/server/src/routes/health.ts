import type { FastifyInstance } from 'fastify';

/** `GET /api/health`: answers while the server can take requests. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
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
}
