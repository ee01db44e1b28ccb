import type { WireAnswer } from '@pricetrail/core';
import type {
  PriceHistory,
  PriceSummaryInfo,
  ProductInfo,
  ProductListItem,
  ProductOffer,
} from './priceTypes';

// The wire types are the API document's (packages/core/src/wire/openapi.ts, `pnpm api:types`);
// this module maps them to the app's own types.

/** The product answer as the server sends it: with its freshness, nulls while it has no price. */
export type WireProductDetail = WireAnswer<'/api/products/{dpId}'>;

/** The history answer as the server sends it. */
export type WireHistory = WireAnswer<'/api/products/{dpId}/history'>;

/** A product with its summary as the server sends it (an offer, a search result). */
export type WireProductWithSummary = WireAnswer<'/api/products/{dpId}/offers'>['offers'][number];

/** A product as the server sends it. */
export type WireProduct = WireProductWithSummary['product'];

/** A summary as the server sends it (fen, epoch seconds, nulls for unknown). */
export type WireSummary = NonNullable<WireProductWithSummary['summary']>;

const orUndefined = (value: number | null | undefined): number | undefined => value ?? undefined;

/** Maps a server product. */
export function fromWireProduct(product: WireProduct): ProductInfo {
  return {
    dpId: product.dpId,
    siteId: product.siteId,
    title: product.title,
    imageUrl: product.imageUrl,
    url: product.url,
    brand: product.brand,
    categorySlug: product.category ?? undefined,
    attributes: product.attributes,
    demo: product.demo,
  };
}

/** Maps a server summary. */
export function fromWireSummary(summary: WireSummary | null): PriceSummaryInfo {
  if (!summary) return {};
  const trend = summary.trend;
  return {
    currentPrice: summary.currentFinal,
    lowestPrice: summary.lowestPrice,
    lowestAt: summary.lowestTs,
    highestPrice: summary.highestPrice,
    highestAt: summary.highestTs,
    lowest30: orUndefined(summary.low30),
    lowest60: orUndefined(summary.low60),
    lowest180: orUndefined(summary.low180),
    price618: orUndefined(summary.price618),
    price618At: orUndefined(summary.price618Ts),
    price1111: orUndefined(summary.price1111),
    price1111At: orUndefined(summary.price1111Ts),
    trend: trend === -2 || trend === -1 || trend === 0 || trend === 1 ? trend : undefined,
    pending: summary.pending
      ? {
          price: summary.pending.finalPrice,
          listPrice: summary.pending.listPrice,
          at: summary.pending.observedAt,
          source: summary.pending.source,
        }
      : undefined,
    stock:
      summary.stockState && summary.stockChangedAt
        ? { state: summary.stockState, since: summary.stockChangedAt }
        : undefined,
  };
}

/** Maps a server history answer; sale marks come from the summary's 618 and 双11 dates. */
export function fromWireHistory(answer: WireHistory): PriceHistory {
  const summary = answer.summary;
  const marks: { ts: number; label: string }[] = [];
  if (summary?.price618Ts) marks.push({ ts: summary.price618Ts, label: '618' });
  if (summary?.price1111Ts) marks.push({ ts: summary.price1111Ts, label: '双11' });
  const promotions = (answer.promotions ?? []).flatMap(({ ts, promo, coupon }) => {
    const text = [promo, coupon].filter(Boolean).join(' ');
    return text ? [{ ts, text }] : [];
  });
  return {
    range: answer.range,
    listPrices: answer.listPrice,
    finalPrices: answer.finalPrice,
    marks,
    promotions,
    summary: fromWireSummary(summary),
    stockGaps: [
      ...(answer.outOfStock ?? []),
      ...(answer.presale ?? []).map((span) => ({ ...span, state: 'presale' as const })),
    ].sort((a, b) => a.from - b.from),
  };
}

/** Maps an offer (a product of the same cluster). */
export function fromWireOffer({ product, summary }: WireProductWithSummary): ProductOffer {
  return {
    dpId: product.dpId,
    siteId: product.siteId,
    price: summary?.currentFinal ?? 0,
    url: product.url ?? '',
  };
}

/** Maps a list entry. */
export function fromWireListItem({ product, summary }: WireProductWithSummary): ProductListItem {
  const price = summary?.currentFinal ?? 0;
  return {
    product: fromWireProduct(product),
    price,
    listPrice: summary?.currentList,
    isLowest: summary?.lowestPrice !== undefined && price <= summary.lowestPrice,
    isOutOfStock: summary?.stockState === 'out_of_stock' || summary?.stockState === 'delisted',
    salesCount: product.salesCount,
    commentCount: product.commentCount,
  };
}
