import { parseProductUrl } from '@pricetrail/core';
import {
  NetworkError,
  NotFoundError,
  recentPromotions,
  type PricesApiClient,
} from '@pricetrail/services';
import type { LookupAnswer } from '../shared/messages';
import { MSG_QUEUED, MSG_SERVER_FAILED, MSG_UNREACHABLE } from '../shared/text';

/** The calls of the price API the bars need. */
export type ProductLookupApi = Pick<
  PricesApiClient,
  'product' | 'history' | 'offers' | 'nextSale' | 'resolve' | 'trackingStatus'
>;

/** How many promotion texts the top bar shows at most. */
export const TOP_BAR_PROMOTIONS = 4;

/** The site's AI rating of a product (its `/ext/ai_rate` page). */
export function aiRatePageUrl(origin: string, dpId: string): string {
  return `${origin}/ext/ai_rate?dp=${encodeURIComponent(dpId)}`;
}

/** The site's price-history popover of a product (its `/ext/trend` page), framed by the mini bar. */
export function trendPageUrl(origin: string, dpId: string): string {
  return `${origin}/ext/trend?dp=${encodeURIComponent(dpId)}`;
}

/** The full history page of a product on our site. */
export function historyPageUrl(origin: string, dpId: string): string {
  return `${origin}/trend/${encodeURIComponent(dpId)}.html`;
}

function failure(error: unknown): LookupAnswer {
  if (error instanceof NetworkError) return { state: 'unreachable', message: MSG_UNREACHABLE };
  return { state: 'failed', message: MSG_SERVER_FAILED };
}

async function tracked(api: ProductLookupApi, origin: string, dpId: string): Promise<LookupAnswer> {
  // The product call also tells the server the product is being looked at (it checks those hourly).
  // Offers and the coming sale are extra: the bar goes without them rather than fail.
  const [, history, offers, nextSale] = await Promise.all([
    api.product(dpId),
    api.history(dpId, '180d'),
    api.offers(dpId).catch(() => []),
    api.nextSale(dpId).catch(() => null),
  ]);
  return {
    state: 'tracked',
    summary: history.summary,
    finalPrices: history.finalPrices,
    historyUrl: historyPageUrl(origin, dpId),
    trendUrl: trendPageUrl(origin, dpId),
    offers: offers.filter((offer) => offer.dpId !== dpId),
    nextSale,
    promotions: recentPromotions(history.promotions, TOP_BAR_PROMOTIONS),
    aiRateUrl: aiRatePageUrl(origin, dpId),
  };
}

/**
 * What the server knows about the product on a page. A product it does not hold is asked for the
 * way the site's paste box asks (`/api/trend/resolve`), which queues it for the tracker; its place
 * in the queue comes from `/api/tracking/:dpId`.
 */
export async function lookupProduct(
  api: ProductLookupApi,
  origin: string,
  dpId: string,
  pageUrl: string,
): Promise<LookupAnswer> {
  try {
    return await tracked(api, origin, dpId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) return failure(error);
  }
  const parsed = parseProductUrl(pageUrl);
  if ('error' in parsed || parsed.dpId !== dpId)
    return { state: 'failed', message: MSG_SERVER_FAILED };
  let message: string;
  try {
    await api.resolve(parsed.canonicalUrl);
    // Held after all (a price arrived meanwhile).
    return await tracked(api, origin, dpId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) return failure(error);
    message = error.serverMessage ?? MSG_QUEUED;
  }
  const tracking = await api.trackingStatus(dpId).then(
    (status) => status.status,
    () => null,
  );
  return { state: 'queued', message, tracking };
}
