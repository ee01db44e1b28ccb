import { signIdentityParams, type HttpClient, type Params } from '@pricetrail/services';

/**
 * Signed identity calls (`t` and `sign`, behaviour.md §7) over a plain fetch client: the worker
 * has no XMLHttpRequest for the superagent client the site signs with. Form fields go as a JSON
 * body of the same strings, which the server reads alike; cookies always go along.
 */
export function signedHttp(plain: HttpClient, nowMs: () => number): HttpClient {
  const sign = (url: string, params: unknown) =>
    signIdentityParams(params as Params | undefined, url, nowMs());
  return {
    get: (url, options) =>
      plain.get(url, {
        ...options,
        signed: false,
        withCredentials: true,
        query: sign(url, options?.query),
      }),
    delete: (url, options) =>
      plain.delete(url, {
        ...options,
        signed: false,
        withCredentials: true,
        query: sign(url, options?.query),
      }),
    post: (url, body, options) =>
      plain.post(url, sign(url, body), { ...options, signed: false, withCredentials: true }),
    put: (url, body, options) =>
      plain.put(url, sign(url, body), { ...options, signed: false, withCredentials: true }),
    postForm: (url, fields, options) =>
      plain.post(url, sign(url, fields), {
        headers: options?.headers,
        retry: options?.retry,
        timeoutMs: options?.timeoutMs,
        withCredentials: true,
      }),
    jsonp: () => Promise.reject(new Error('the extension makes no JSONP calls')),
  };
}
