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
  const prices = new PriceService(app.db, app.clock, options.deals, (err) =>
    app.log.warn({ err }, 'view count'),
  );
  app.decorate('prices', prices);
  // The views counted in the last second are written before the database closes.
  app.addHook('onClose', () => prices.flushViews());
};

/** `prices`: the catalogue service the price routes call (needs `db`). */
export const pricesPlugin = fp(decoratePrices, {
  name: 'prices',
  fastify: '5.x',
  dependencies: ['db'],
});
