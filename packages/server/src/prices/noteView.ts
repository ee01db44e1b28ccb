import type { FastifyInstance, FastifyRequest } from 'fastify';

// Search engines' and link previews' fetchers: their visits are not shoppers' views.
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse/i;

/** Whether a request comes from a crawler or a link-preview fetcher (by its user agent). */
export function isCrawler(request: FastifyRequest): boolean {
  return CRAWLER.test(request.headers['user-agent'] ?? '');
}

/**
 * Notes a shopper's view of a product page: the tracker checks viewed products hourly and the hot
 * list counts views. Crawlers' visits are left out; nothing waits for the writes.
 */
export function noteView(app: FastifyInstance, request: FastifyRequest, dpId: string): void {
  if (isCrawler(request)) return;
  app.productViews.note(dpId).catch((err: unknown) => request.log.warn({ err }, 'view note'));
  app.prices.countView(dpId);
}
