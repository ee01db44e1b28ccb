import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AiAnalyst } from './analyst.js';
import type { AiConfig } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rating and comparison writer (model or rules) and its settings. */
    ai: { analyst: AiAnalyst; config: AiConfig };
  }
}

const decorateAi: FastifyPluginAsync<{ config: AiConfig }> = async (app, { config }) => {
  const analyst = new AiAnalyst(config, {
    db: app.db,
    prices: app.prices,
    clock: app.clock,
    raisedBeforeSale: (dpId) => app.prices.raisedBeforeSale(dpId),
  });
  app.decorate('ai', { analyst, config });
};

/** `ai`: the answer writer the AI routes call (needs `db` and `prices`). */
export const aiPlugin = fp(decorateAi, {
  name: 'ai',
  fastify: '5.x',
  dependencies: ['db', 'prices'],
});
