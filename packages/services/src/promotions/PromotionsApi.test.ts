import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../http/errors';
import { createRejectingHttp } from '../testing/root';
import { PromotionsApi } from './PromotionsApi';

const WIRE_PRODUCT = {
  product: { dpId: '1-3', siteId: 3, title: 'x' },
  summary: { currentFinal: 100, lowestPrice: 90 },
};

describe('PromotionsApi', () => {
  it('maps an event and its products with their current and lowest prices', async () => {
    const http = createRejectingHttp({
      get: <T>(url: string, options?: { query?: unknown }) => {
        expect([url, options?.query]).toEqual(['/api/promotions/7', { page: 2 }]);
        return Promise.resolve({ id: 7, name: '品牌日', rules: [], products: [WIRE_PRODUCT] } as T);
      },
    });
    const event = await new PromotionsApi(http).event(7, 2);
    expect(event?.products).toEqual([
      {
        product: expect.objectContaining({ dpId: '1-3', title: 'x' }) as unknown,
        currentFinal: 100,
        lowestPrice: 90,
      },
    ]);
  });

  it('answers undefined for an event the server does not have', async () => {
    const http = createRejectingHttp({
      get: () => Promise.reject(new NotFoundError(404, '没有这个活动', 404)),
    });
    await expect(new PromotionsApi(http).event(9, 1)).resolves.toBeUndefined();
  });

  it('asks for a page of one store and keeps the rules of each historical low', async () => {
    const asked: unknown[] = [];
    const http = createRejectingHttp({
      get: <T>(url: string, options?: { query?: unknown }) => {
        asked.push([url, options?.query]);
        const rules = [{ kind: 'coupon', amount: 2000, text: '领券减20' }];
        return Promise.resolve({
          total: 1,
          page: 2,
          pageSize: 20,
          items: [{ ...WIRE_PRODUCT, rules }],
        } as T);
      },
    });
    const page = await new PromotionsApi(http).lowest({ page: 2, siteId: 3 });
    await new PromotionsApi(http).lowest({ page: 1, isInStockOnly: true });
    expect(asked).toEqual([
      ['/api/lowest', { page: 2, site: 3 }],
      ['/api/lowest', { page: 1, inStock: 1 }],
    ]);
    expect(page.items[0]).toMatchObject({ currentFinal: 100, rules: [{ kind: 'coupon' }] });
  });
});
