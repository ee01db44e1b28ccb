// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createRejectingHttp } from '../testing/root';
import { ObservationsApi } from './ObservationsApi';

describe('ObservationsApi', () => {
  it('posts the batch under `observations` and hands back the report', async () => {
    const sent: unknown[] = [];
    const report = { accepted: 1, pending: 0, rejected: 0, results: [] };
    const http = createRejectingHttp({
      post: <T>(url: string, body?: unknown) => {
        sent.push({ url, body });
        return Promise.resolve(report as T);
      },
    });
    const item = {
      url: 'https://item.jd.com/1.html',
      title: '商品',
      listPrice: 100,
      promo: null,
      coupon: null,
      observedAt: 1,
    };
    await expect(new ObservationsApi(http).report([item])).resolves.toEqual(report);
    expect(sent).toEqual([{ url: '/api/prices/observations', body: { observations: [item] } }]);
  });
});
