import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { aiPlugin } from './ai/plugin.js';
import type { ServerConfig } from './config.js';
import type { Db } from './db/schema.js';
import { identityPlugin } from './identity/plugin.js';
import { productLinksPlugin } from './links/plugin.js';
import { qrHubPlugin } from './identity/qr/plugin.js';
import type { SmsSender } from './identity/sms/sender.js';
import { dbPlugin, openConfiguredDb } from './db/plugin.js';
import { alertsPlugin } from './alerts/plugin.js';
import { registerDocs } from './http/docs.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errors.js';
import { registerRateLimit } from './http/rateLimit.js';
import { registerSite } from './siteRender/plugin.js';
import { proxiedRequest } from './http/proxiedRequest.js';
import { ShortcutServer } from './http/shortcutServer.js';
import { pricesPlugin } from './prices/plugin.js';
import { registerSecurity } from './security/config.js';
import { registerSecurityHeaders } from './security/headers.js';
import { aiRoutes } from './ai/routes/index.js';
import { crawlerRoutes } from './siteRender/routes/crawlers/index.js';
import { shareRoutes } from './shareImages/routes/share/index.js';
import { downloadRoutes } from './siteRender/routes/download/index.js';
import { healthRoutes } from './http/routes/health.js';
import { pageQrRoutes } from './shareImages/routes/pageQr/index.js';
import { identityRoutes } from './identity/routes/index.js';
import { alertLinkRoutes, alertRoutes } from './alerts/routes/index.js';
import { personalRoutes } from './personal/routes/index.js';
import { priceRoutes } from './prices/routes/observations/index.js';
import { historyShortcut } from './prices/routes/products/historyShortcut.js';
import { productRoutes } from './prices/routes/products/index.js';
import { searchRoutes } from './prices/routes/search/index.js';
import { dealRoutes } from './prices/routes/deals/index.js';
import { promotionRoutes } from './promotions/routes/index.js';
import { rankingRoutes } from './prices/routes/rankings/index.js';
import { trackingRoutes } from './tracker/routes/index.js';
import { suggestionRoutes } from './community/routes/suggestions/index.js';
import { imageRoutes } from './uploads/routes/index.js';
import { commentRoutes } from './community/routes/comments/index.js';
import { moderationRoutes } from './community/routes/moderation/index.js';
import { suggestionImageRoutes } from './community/routes/moderation/suggestionImages.js';
import { dealPostRoutes } from './community/routes/dealPosts/index.js';
import { dealPostsPlugin } from './community/dealPosts/plugin.js';
import { followDigestPlugin } from './follows/plugin.js';
import { reviewRoutes } from './community/routes/reviews/index.js';
import { shaidanRoutes } from './community/routes/shaidan/index.js';
import { operatorsPlugin } from './community/operators.js';
import { trendRoutes } from './prices/routes/trend/index.js';
import type { StoreHealth } from './tracker/budget/storeBudgets.js';
import { productViewsPlugin } from './tracker/productViews.js';
import { imagesPlugin } from './uploads/plugin.js';

const DEMO_ASSETS = fileURLToPath(new URL('../demo-assets', import.meta.url));

/** What tests (and the CLI) may hand in instead of the defaults. */
export interface AppOptions {
  /** An open, migrated database; default: the one the config names. */
  db?: Db;
  /** Now in epoch seconds; default the system clock. */
  clock?: () => number;
  /** SMS delivery; default the one the config names. */
  smsSender?: SmsSender;
  /** The login slow-down's wait; default a real timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Where log lines (JSON) go; default stdout. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (the API document's coverage test). */
  onRoute?: onRouteHookHandler;
  /** Each store's tracker state for `GET /api/health`, when a tracker runs in this process. */
  trackerHealth?: () => Record<string, StoreHealth>;
  /** Products per sitemap file; default (and most) the sitemaps.org limit of 50,000. */
  productsPerSitemap?: number;
}

/** Builds the server (external plugins, then services, then routes) without listening. */
export async function buildApp(
  config: ServerConfig,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const server = new ShortcutServer(config.http);
  const app = Fastify({
    serverFactory: server.factory,
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors,
    clientErrorHandler,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerDocs(app);
  await app.register(etag);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart);
  await registerRateLimit(app);
  await app.register(fastifyStatic, {
    root: DEMO_ASSETS,
    prefix: '/demo-assets/',
    decorateReply: false,
    maxAge: '1d',
  });
  await app.register(dbPlugin, {
    db: options.db ?? openConfiguredDb(config),
    clock: options.clock ?? (() => Math.floor(Date.now() / 1000)),
  });
  registerSecurity(app, config.security);
  await app.register(pricesPlugin, { deals: config.deals });
  await app.register(productViewsPlugin);
  await app.register(productLinksPlugin, { hostMap: config.tracker.hostMap });
  await app.register(identityPlugin, {
    config: config.identity,
    oauth: config.oauth,
    smsSender: options.smsSender,
    sleep: options.sleep,
  });
  await app.register(qrHubPlugin);
  await app.register(aiPlugin, { config: config.ai });
  await app.register(alertsPlugin, { config: config.alerts });
  await app.register(imagesPlugin, { dataDir: config.dataDir });
  await app.register(operatorsPlugin, { uids: config.operatorUids });
  await app.register(dealPostsPlugin);
  await app.register(followDigestPlugin);
  await app.register(healthRoutes, { prefix: '/api', stores: options.trackerHealth });
  await app.register(pageQrRoutes, { prefix: '/api' });
  await app.register(productRoutes, { prefix: '/api' });
  server.attach(
    historyShortcut({
      current: (dpId, range) => app.prices.currentHistory(dpId, range),
      proxied: proxiedRequest(config.trustProxy),
      log: app.log,
    }),
  );
  await app.register(trendRoutes, { prefix: '/api' });
  await app.register(trackingRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(dealRoutes, { prefix: '/api' });
  await app.register(promotionRoutes, { prefix: '/api' });
  await app.register(rankingRoutes, { prefix: '/api' });
  await app.register(priceRoutes, { prefix: '/api' });
  await app.register(aiRoutes, { prefix: '/api' });
  await app.register(identityRoutes);
  await app.register(personalRoutes);
  await app.register(alertRoutes);
  await app.register(alertLinkRoutes);
  await app.register(suggestionRoutes);
  await app.register(shaidanRoutes);
  await app.register(reviewRoutes);
  await app.register(moderationRoutes);
  await app.register(suggestionImageRoutes);
  await app.register(dealPostRoutes);
  await app.register(commentRoutes);
  await app.register(imageRoutes);
  await app.register(downloadRoutes, { extensionDir: config.extensionDir });
  await app.register(crawlerRoutes, { productsPerSitemap: options.productsPerSitemap });
  await app.register(shareRoutes);
  await registerSite(app, {
    siteDir: config.siteDir,
    rendererFile: config.siteRenderer,
    sourceMaps: config.security.sourceMaps,
  });
  return app;
}
