import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DealRules } from './deals/verdict.js';
import { PriceService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product look-ups, histories, offers and search, with their answer caches. */
    prices: PriceService;
  }
}

const decoratePrices: FastifyPluginAsync<{ deals: DealRules }> = async (app, options) => {
  app.decorate('prices', new PriceService(app.db, app.clock, options.deals));
};

/** `prices`: the catalogue service the price routes call (needs `db`). */
export const pricesPlugin = fp(decoratePrices, {
  name: 'prices',
  fastify: '5.x',
  dependencies: ['db'],
});
