import { createFetchHttp, signIdentityParams, type HttpClient } from '@pricetrail/services';

const plainOnly = () => Promise.reject(new Error('the extension makes only JSON calls'));

/**
 * JSON over fetch to our server, with the site's session cookie (extension pages and the worker
 * hold a host permission for it). Signed identity calls are signed here, as superagent would sign
 * them, because superagent needs XMLHttpRequest, which a service worker lacks; nothing here posts
 * forms or uses JSONP.
 */
export function serverHttp(origin: string, now: () => number = Date.now): HttpClient {
  const plain = createFetchHttp({ baseUrl: origin, loadFull: plainOnly });
  const signing: HttpClient = {
    ...plain,
    get: (url, request = {}) =>
      plain.get(url, {
        ...request,
        signed: false,
        query: signIdentityParams(request.query, url, now()),
      }),
  };
  return createFetchHttp({ baseUrl: origin, loadFull: () => Promise.resolve(signing) });
}
