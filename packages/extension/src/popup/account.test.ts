import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverHttp } from '../shared/serverHttp';
import { fetchAccount } from './account';

const ORIGIN = 'https://prices.example.com';

/** A server over a stubbed fetch: `answer` per path; every request is recorded. */
function server(answer: (path: string) => Response | Promise<Response>) {
  const requests: { url: URL; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input);
    requests.push({ url, init });
    return Promise.resolve(answer(url.pathname));
  });
  return requests;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAccount', () => {
  it('names the signed-in user and counts their watch list, sending the session cookie with signed calls', async () => {
    const requests = server((path) =>
      path === '/User/Detail'
        ? json({ code: 1, data: { uid: '7', nickname: '省钱小能手', unions: [] } })
        : json({ code: 1, data: { stat: { all: 12, reduce: 3 } } }),
    );
    await expect(fetchAccount(serverHttp(ORIGIN))).resolves.toEqual({
      kind: 'signed-in',
      nickname: '省钱小能手',
      watchCount: 12,
    });
    expect(requests.map(({ url }) => url.pathname)).toEqual([
      '/User/Detail',
      '/UserCollection/List',
    ]);
    for (const { url, init } of requests) {
      expect(init?.credentials).toBe('include');
      expect(url.searchParams.get('sign')).toMatch(/\S/);
      expect(url.searchParams.get('t')).toMatch(/^\d+$/);
    }
  });

  it('takes a 401 for a visitor who is not signed in', async () => {
    server(() => json({ code: -1, msg: '请先登录' }, 401));
    await expect(fetchAccount(serverHttp(ORIGIN))).resolves.toEqual({ kind: 'signed-out' });
  });

  it('says the server cannot be reached when fetch fails', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchAccount(serverHttp(ORIGIN))).resolves.toEqual({ kind: 'unreachable' });
  });
});
