import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerSite } from './plugins/site.js';
import { healthRoutes } from './routes/health.js';

/** Builds the server (external plugins, then services, then routes) without listening. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  registerErrorHandler(app);
  await app.register(healthRoutes, { prefix: '/api' });
  await registerSite(app, config.siteDir);
  return app;
}
