import { currencyCode, siteById } from '@pricetrail/core';
import type { PriceSummaryInfo, ProductInfo, ProductOffer } from '@pricetrail/services';
import { paths } from '../paths';

/** What a product page's structured data is made from. */
export interface ProductFacts {
  /** The product. */
  readonly product: ProductInfo;
  /** Its price summary. */
  readonly summary: PriceSummaryInfo;
  /** The same goods in every store (the product itself among them). */
  readonly offers: readonly ProductOffer[];
  /** The site's public origin, for absolute addresses. */
  readonly origin: string;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * schema.org data of a product page: the Product with an AggregateOffer over the stores that sell
 * it in its currency (lowest and highest current price, how many offers), and the breadcrumbs.
 */
export function productStructuredData({
  product,
  summary,
  offers,
  origin,
}: ProductFacts): object[] {
  const url = origin + paths.product(product.dpId);
  const currency = currencyCode(product.siteId);
  const priced = offers.filter((offer) => currencyCode(offer.siteId) === currency);
  const own = summary.currentPrice;
  const prices =
    priced.length > 0 ? priced.map((offer) => offer.price) : own === undefined ? [] : [own];
  const productData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.dpId,
    url,
    ...(product.imageUrl && { image: new URL(product.imageUrl, origin).href }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(prices.length > 0 && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: currency,
        lowPrice: yuan(Math.min(...prices)),
        highPrice: yuan(Math.max(...prices)),
        offerCount: prices.length,
        offers: priced.map((offer) => ({
          '@type': 'Offer',
          price: yuan(offer.price),
          priceCurrency: currency,
          url: offer.url,
          seller: { '@type': 'Organization', name: siteById(offer.siteId)?.name ?? offer.shopName },
        })),
      },
    }),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: '首页', item: origin + paths.home() },
      { name: '历史价格', item: origin + paths.trend() },
      { name: product.title, item: url },
    ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
  return [productData, breadcrumbs];
}
