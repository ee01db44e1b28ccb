import { describe, expect, it } from 'vitest';
import { productStructuredData } from './productStructuredData';

const ORIGIN = 'https://prices.example.com';
const product = {
  dpId: '100012043978-3',
  siteId: 3,
  title: '华为 Mate 60 Pro </script>',
  brand: '华为',
  imageUrl: 'https://img.example.com/mate.jpg',
};

describe('productStructuredData', () => {
  it('offers the product in yuan across the stores that sell it, with its breadcrumbs', () => {
    const [item, crumbs] = productStructuredData({
      product,
      summary: { currentPrice: 599_900 },
      offers: [
        {
          dpId: '100012043978-3',
          siteId: 3,
          price: 599_900,
          url: 'https://item.jd.com/100012043978.html',
        },
        {
          dpId: '700-83',
          siteId: 83,
          price: 579_900,
          url: 'https://detail.tmall.com/item.htm?id=700',
        },
      ],
      origin: ORIGIN,
    });
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      sku: product.dpId,
      url: `${ORIGIN}/crc64/dp100012043978-3`,
      image: product.imageUrl,
      brand: { '@type': 'Brand', name: '华为' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'CNY',
        lowPrice: '5799.00',
        highPrice: '5999.00',
        offerCount: 2,
      },
    });
    expect(item).toHaveProperty(['offers', 'offers', 1, 'seller', 'name'], '天猫');
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '首页', item: `${ORIGIN}/home` },
        { '@type': 'ListItem', position: 2, name: '历史价格', item: `${ORIGIN}/trend` },
        {
          '@type': 'ListItem',
          position: 3,
          name: product.title,
          item: `${ORIGIN}/crc64/dp100012043978-3`,
        },
      ],
    });
  });

  it('leaves out offers in another currency, and offers nothing without a price', () => {
    const [abroad] = productStructuredData({
      product,
      summary: { currentPrice: 599_900 },
      offers: [
        { dpId: '100012043978-3', siteId: 3, price: 599_900, url: 'https://item.jd.com/1.html' },
        { dpId: 'B0-229', siteId: 229, price: 80_000, url: 'https://www.amazon.co.jp/dp/B0' },
      ],
      origin: ORIGIN,
    });
    expect(abroad).toHaveProperty(['offers', 'offerCount'], 1);
    const [unpriced] = productStructuredData({ product, summary: {}, offers: [], origin: ORIGIN });
    expect(unpriced).not.toHaveProperty('offers');
  });
});
