import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI description of every route, browsable at `/api/docs`. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '价迹 PriceTrail API',
        description: '价格历史、比价与价格上报。金额单位为分，时间为 UTC 秒级时间戳。',
        version: '0.1.0',
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
