import {
  createFetchHttp,
  signIdentityParams,
  type HttpClient,
  type Params,
} from '@pricetrail/services';

const plainOnly = () => Promise.reject(new Error('the extension makes only JSON calls'));

/**
 * Signed identity calls (`t` and `sign`, behaviour.md §7) over a plain fetch client, as superagent
 * would sign them: superagent needs XMLHttpRequest, which a service worker lacks. Form fields go as
 * a JSON body of the same strings, which the server reads alike; the site's cookie always goes
 * along. Nothing here uses JSONP.
 */
export function signedHttp(plain: HttpClient, now: () => number): HttpClient {
  const sign = (url: string, params: unknown) =>
    signIdentityParams(params as Params | undefined, url, now());
  const withQuery = (url: string, request: Parameters<HttpClient['get']>[1]) => ({
    ...request,
    signed: false,
    withCredentials: true,
    query: sign(url, request?.query),
  });
  return {
    get: (url, request) => plain.get(url, withQuery(url, request)),
    delete: (url, request) => plain.delete(url, withQuery(url, request)),
    post: (url, body, request) =>
      plain.post(url, sign(url, body), { ...request, signed: false, withCredentials: true }),
    put: (url, body, request) =>
      plain.put(url, sign(url, body), { ...request, signed: false, withCredentials: true }),
    postForm: (url, fields, request) =>
      plain.post(url, sign(url, fields), {
        headers: request?.headers,
        retry: request?.retry,
        timeoutMs: request?.timeoutMs,
        withCredentials: true,
      }),
    jsonp: plainOnly,
  };
}

/**
 * JSON over fetch to our server, with the site's session cookie (extension pages and the worker
 * hold a host permission for it); signed calls go through {@link signedHttp}.
 */
export function serverHttp(origin: string, now: () => number = Date.now): HttpClient {
  const plain = createFetchHttp({ baseUrl: origin, loadFull: plainOnly });
  return createFetchHttp({
    baseUrl: origin,
    loadFull: () => Promise.resolve(signedHttp(plain, now)),
  });
}
