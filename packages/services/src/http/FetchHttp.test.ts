// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, NotFoundError, RateLimitedError } from './errors';
import { createFetchHttp } from './FetchHttp';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

describe('createFetchHttp', () => {
  it('gets JSON with the query string', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(200, { ok: true })));
    const http = createFetchHttp({ fetch, loadFull: () => Promise.reject(new Error('unused')) });
    await expect(http.get('/api/x', { query: { a: 1, b: undefined } })).resolves.toEqual({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledWith('/api/x?a=1', expect.objectContaining({ method: 'GET' }));
  });

  it('maps {code,msg} errors to error classes', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(404, { code: 404, msg: '已开始追踪' })));
    const http = createFetchHttp({ fetch, loadFull: () => Promise.reject(new Error('unused')) });
    const error = await http.get('/api/x', { retry: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('已开始追踪');
  });

  it('hands over the Retry-After of a 429', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response('{}', { status: 429, headers: { 'retry-after': '30' } })),
    );
    const http = createFetchHttp({ fetch, loadFull: () => Promise.reject(new Error('unused')) });
    const error = await http.post('/api/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(30);
  });

  it('retries a GET once on 503', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(answer(503, {}))
      .mockResolvedValueOnce(answer(200, 1));
    const http = createFetchHttp({ fetch, loadFull: () => Promise.reject(new Error('unused')) });
    await expect(http.get('/api/x')).resolves.toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a GET once when the connection drops, never a POST', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200, 1))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const http = createFetchHttp({ fetch, loadFull: () => Promise.reject(new Error('unused')) });
    await expect(http.get('/api/x')).resolves.toBe(1);
    await expect(http.post('/api/x', {})).rejects.toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
