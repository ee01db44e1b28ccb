// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createRejectingHttp } from '../testing/root';
import { PricesApi } from './PricesApi';

describe('PricesApi', () => {
  it('maps the history answer to both lines, marks and the summary', async () => {
    const http = createRejectingHttp({
      get: <T>(url: string) => {
        expect(url).toBe('/api/products/1-3/history');
        return Promise.resolve({
          product: { dpId: '1-3', siteId: 3, title: 'x' },
          summary: { currentFinal: 100, lowestPrice: 90, lowestTs: 5, price618Ts: 7, trend: -1 },
          range: '90d',
          listPrice: [[1, 120]],
          finalPrice: [[1, 100]],
          promotions: [{ ts: 1, promo: '满300减40', coupon: null }],
        } as T);
      },
    });
    const history = await new PricesApi(http).history('1-3', '90d');
    expect(history.finalPrices).toEqual([[1, 100]]);
    expect(history.listPrices).toEqual([[1, 120]]);
    expect(history.marks).toEqual([{ ts: 7, label: '618' }]);
    expect(history.promotions).toEqual([{ ts: 1, text: '满300减40' }]);
    expect(history.summary).toMatchObject({ currentPrice: 100, lowestPrice: 90, lowestAt: 5 });
  });

  it('maps the 618 and 双11 prices of a product answer with the days they were seen', async () => {
    const http = createRejectingHttp({
      get: <T>(url: string) => {
        expect(url).toBe('/api/products/1-3');
        return Promise.resolve({
          product: { dpId: '1-3', siteId: 3, title: 'x' },
          summary: { price618: 21_900, price618Ts: 7, price1111: 20_900, price1111Ts: 9 },
        } as T);
      },
    });
    const { summary } = await new PricesApi(http).product('1-3');
    expect(summary).toMatchObject({
      price618: 21_900,
      price618At: 7,
      price1111: 20_900,
      price1111At: 9,
    });
  });

  it('maps the stock and since when of a summary, and the stock spans of a history in order', async () => {
    const http = createRejectingHttp({
      get: <T>() =>
        Promise.resolve({
          product: { dpId: '1-3', siteId: 3, title: 'x' },
          summary: { inStock: false, stockState: 'out_of_stock', stockChangedAt: 40 },
          range: 'all',
          listPrice: [],
          finalPrice: [],
          outOfStock: [
            { from: 10, to: 20, state: 'delisted' },
            { from: 40, to: null, state: 'out_of_stock' },
          ],
          presale: [{ from: 20, to: 30 }],
        } as T),
    });
    const history = await new PricesApi(http).history('1-3', 'all');
    expect(history.summary.stock).toEqual({ state: 'out_of_stock', since: 40 });
    expect(history.stockGaps).toEqual([
      { from: 10, to: 20, state: 'delisted' },
      { from: 20, to: 30, state: 'presale' },
      { from: 40, to: null, state: 'out_of_stock' },
    ]);
  });

  it('leaves the stock out while no source said', async () => {
    const http = createRejectingHttp({
      get: <T>() =>
        Promise.resolve({
          product: { dpId: '1-3', siteId: 3, title: 'x' },
          summary: { inStock: null, stockState: null, stockChangedAt: null },
        } as T),
    });
    const { summary } = await new PricesApi(http).product('1-3');
    expect(summary.stock).toBeUndefined();
  });

  it('leaves out the sale prices the server does not know', async () => {
    const http = createRejectingHttp({
      get: <T>() =>
        Promise.resolve({
          product: { dpId: '1-3', siteId: 3, title: 'x' },
          summary: { price618: null, price618Ts: null, price1111: null, price1111Ts: null },
        } as T),
    });
    const { summary } = await new PricesApi(http).product('1-3');
    expect(summary.price618).toBeUndefined();
    expect(summary.price1111).toBeUndefined();
  });

  it('sends list filters and order to the search, leaving unset ones out', async () => {
    const http = createRejectingHttp({
      get: <T>(url: string, options?: { query?: Record<string, unknown> }) => {
        expect(url).toBe('/api/search');
        expect(options?.query).toEqual({
          q: undefined,
          page: 2,
          class: 'digital',
          sort: 'price',
          site: 3,
          minPrice: 10_000,
          maxPrice: undefined,
          lowest: 1,
        });
        return Promise.resolve({ items: [], total: 0, page: 2, pageSize: 20 } as T);
      },
    });
    const page = await new PricesApi(http).search({
      class: 'digital',
      page: 2,
      sort: 'price',
      siteId: 3,
      minPrice: 10_000,
      isLowestOnly: true,
    });
    expect(page).toEqual({ items: [], total: 0, page: 2, pageSize: 20 });
  });

  it('passes on when a price was last checked, its source and the off-shelf mark', async () => {
    const answers = [
      { lastCheckedAt: 1_700_000_000, latestSource: 'tracker', offShelf: true },
      { lastCheckedAt: null, latestSource: null, offShelf: false },
    ];
    const http = createRejectingHttp({
      get: <T>() =>
        Promise.resolve({
          product: { dpId: '1-3', siteId: 3, title: 'x' },
          summary: null,
          ...answers.shift(),
        } as T),
    });
    const api = new PricesApi(http);
    expect(await api.product('1-3')).toMatchObject({
      lastCheckedAt: 1_700_000_000,
      latestSource: 'tracker',
      offShelf: true,
    });
    expect(await api.product('1-3')).toMatchObject({
      lastCheckedAt: null,
      latestSource: null,
      offShelf: false,
    });
  });

  it('asks the tracking status of a dp id', async () => {
    const answer = { dpId: '1-3', status: 'queued', attempts: 0, productReady: false };
    const http = createRejectingHttp({
      get: <T>(url: string) => {
        expect(url).toBe('/api/tracking/1-3');
        return Promise.resolve(answer as T);
      },
    });
    expect(await new PricesApi(http).trackingStatus('1-3')).toEqual(answer);
  });
});
