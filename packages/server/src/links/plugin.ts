import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { mappedOriginAgent, publicOnlyAgent } from '../tracker/fetch/guardedAgent.js';
import type { HostMap } from '../tracker/fetch/hostMap.js';
import { ProductLinks, type ShortLinkSettings } from './productLinks.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product in a pasted link or share text, short links expanded. */
    productLinks: ProductLinks;
  }
}

/** What the plugin is built with. */
export interface ProductLinksOptions {
  /** `STORE_HOST_MAP`: short-link and store hosts answered by another origin. */
  hostMap: HostMap;
  /** Limits and cache; default `SHORT_LINK_SETTINGS`. */
  settings?: ShortLinkSettings;
}

const decorateProductLinks: FastifyPluginAsync<ProductLinksOptions> = async (app, options) => {
  const routes = {
    hostMap: options.hostMap,
    publicAgent: publicOnlyAgent(),
    mappedAgent: mappedOriginAgent(),
  };
  app.decorate('productLinks', new ProductLinks(routes, app.clock, options.settings));
  app.addHook('onClose', async () => {
    await Promise.all([routes.publicAgent.close(), routes.mappedAgent.close()]);
  });
};

/** `productLinks`: pasted links to products, expanding short links through the guarded client. */
export const productLinksPlugin = fp(decorateProductLinks, {
  name: 'productLinks',
  fastify: '5.x',
  dependencies: ['db'],
});
