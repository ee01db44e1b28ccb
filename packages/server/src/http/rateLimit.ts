import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Per-client limits for the routes that name one in `config.rateLimit`, refused in Chinese. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `请求过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`),
  });
}
