import { describe, expect, it } from 'vitest';
import { createRejectingHttp } from '../testing/root';
import { RankingsApi } from './RankingsApi';

describe('RankingsApi', () => {
  it('asks for one list of one category and maps each row with its price and move', async () => {
    const http = createRejectingHttp({
      get: <T>(url: string, options?: { query?: Record<string, unknown> }) => {
        expect(url).toBe('/api/rankings');
        expect(options?.query).toEqual({ list: 'hot', category: 'digital' });
        return Promise.resolve({
          list: 'hot',
          items: [
            {
              rank: 1,
              move: { kind: 'up', places: 3 },
              value: 42,
              product: { dpId: '1-3', siteId: 3, title: 'x', category: 'digital' },
              summary: { currentFinal: 9900 },
            },
          ],
        } as T);
      },
    });
    const items = await new RankingsApi(http).list({ list: 'hot', class: 'digital' });
    expect(items).toEqual([
      {
        rank: 1,
        move: { kind: 'up', places: 3 },
        value: 42,
        product: expect.objectContaining({ dpId: '1-3', categorySlug: 'digital' }) as unknown,
        price: 9900,
      },
    ]);
  });
});
