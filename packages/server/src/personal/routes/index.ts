import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { originGuard } from '../../identity/requestGuard.js';
import { emptyQueryValuesMeanDefaults } from '../../http/emptyQueryValues.js';
import { collectionRoutes } from './collection.js';
import { creditRoutes } from './credits.js';
import { exportRoutes } from './export.js';
import { followRoutes } from '../../follows/routes/follows.js';
import { orderRoutes } from './orders.js';

/** The personal area's calls (issue #13): signed like the identity calls, same-origin POSTs only. */
export const personalRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.addHook('onRequest', originGuard(app));
  app.addHook('onRoute', emptyQueryValuesMeanDefaults);
  await app.register(collectionRoutes);
  await app.register(orderRoutes);
  await app.register(creditRoutes);
  await app.register(exportRoutes);
  await app.register(followRoutes);
};
