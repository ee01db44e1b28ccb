import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { originGuard } from '../../identity/requestGuard.js';
import { emptyQueryValuesMeanDefaults } from '../../http/emptyQueryValues.js';
import { noticeRoutes } from './notices.js';
import { settingsRoutes } from './settings.js';
import { testRoutes } from './test.js';

/** The alert calls of the signed-in user: signed like the identity calls, same-origin POSTs only. */
export const alertRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.addHook('onRequest', originGuard(app));
  app.addHook('onRoute', emptyQueryValuesMeanDefaults);
  await app.register(noticeRoutes);
  await app.register(settingsRoutes);
  await app.register(testRoutes);
};

export { alertLinkRoutes } from './links.js';
