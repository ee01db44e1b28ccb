// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { describe, expect, it } from 'vitest';
import { createRejectingHttp } from '../testing/root';
import { lazyIdentityApi } from './lazyIdentityApi';

describe('lazyIdentityApi', () => {
  it('loads the real API on the first call and forwards the arguments', async () => {
    const requests: [string, unknown][] = [];
    const api = lazyIdentityApi(
      createRejectingHttp({
        get: <T>(path: string, options?: unknown) => {
          requests.push([path, options]);
          return Promise.resolve({ code: 1, data: { url: 'https://graph.qq.com/x' } } as T);
        },
      }),
    );
    const url = await api.authorize({ utype: 1, referer: '/trend', isBind: false });
    expect(url).toBe('https://graph.qq.com/x');
    expect(requests).toEqual([
      [
        '/UserUnion/Authorize',
        expect.objectContaining({
          query: expect.objectContaining({ utype: 1, _referer: '/trend' }),
        }),
      ],
    ]);
  });

  it('is not mistaken for a promise when awaited', async () => {
    const api = lazyIdentityApi(createRejectingHttp());
    expect(await Promise.resolve(api)).toBe(api);
  });
});
