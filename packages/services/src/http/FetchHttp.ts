import type { FormOptions, HttpClient, JsonpOptions, Params, RequestOptions } from './HttpClient';
import { loadOnce } from '../lazy/loadOnce';
import { compactParams } from './compactParams';
import { NetworkError, errorForStatus } from './errors';
import { sendWithRetries } from './retryPolicy';

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/** Options of {@link createFetchHttp}. */
export interface FetchHttpOptions {
  /** Prefix for relative URLs; '' (same origin) by default. */
  readonly baseUrl?: string;
  /** The `fetch` to use; the global one by default. */
  readonly fetch?: typeof fetch;
  /** The full client for form posts, JSONP and signed calls, loaded on first use. */
  readonly loadFull: () => Promise<HttpClient>;
}

/**
 * A small `HttpClient` over `fetch` for plain JSON calls (the price API), so pages need no
 * superagent up front; form posts, JSONP and signed identity calls go to the full client.
 */
export function createFetchHttp(options: FetchHttpOptions): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const loadFull = loadOnce(options.loadFull);

  async function send<T>(
    method: string,
    url: string,
    body: unknown,
    request: RequestOptions = {},
  ): Promise<T> {
    const query = new URLSearchParams(compactParams(request.query));
    const search = query.toString();
    const target = `${baseUrl}${url}${search ? `${url.includes('?') ? '&' : '?'}${search}` : ''}`;
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    return sendWithRetries(method, request.retry, async () => {
      let response: Response;
      try {
        response = await doFetch(target, {
          method,
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...request.headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: request.withCredentials ? 'include' : 'same-origin',
          signal: request.timeoutMs ? AbortSignal.timeout(request.timeoutMs) : undefined,
        });
      } catch (error) {
        throw new NetworkError(error instanceof Error ? error.message : undefined);
      }
      const parsed = parseBody(await response.text());
      if (response.ok) return parsed as T;
      throw errorForStatus(response.status, parsed, response.headers.get('retry-after'));
    });
  }

  const viaFullIfSigned = <T>(
    method: 'get' | 'delete',
    url: string,
    request?: RequestOptions,
  ): Promise<T> =>
    request?.signed
      ? loadFull().then((http) => http[method]<T>(url, request))
      : send<T>(method.toUpperCase(), url, undefined, request);

  return {
    get: (url, request) => viaFullIfSigned('get', url, request),
    delete: (url, request) => viaFullIfSigned('delete', url, request),
    post: (url, body, request) =>
      request?.signed
        ? loadFull().then((http) => http.post(url, body, request))
        : send('POST', url, body, request),
    put: (url, body, request) =>
      request?.signed
        ? loadFull().then((http) => http.put(url, body, request))
        : send('PUT', url, body, request),
    postForm: <T>(url: string, fields: Params, request?: FormOptions) =>
      loadFull().then((http) => http.postForm<T>(url, fields, request)),
    jsonp: <T>(url: string, request?: JsonpOptions) =>
      loadFull().then((http) => http.jsonp<T>(url, request)),
  };
}
