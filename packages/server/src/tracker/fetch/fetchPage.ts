import { isIpLiteral } from './addressGuard.js';
import {
  TooLargeError,
  discard,
  header,
  readCapped,
  requestFailure,
  requestThrough,
  type FetchRoutes,
} from './pageRequest.js';
import { isStoreHost, type StorePage } from './storeUrl.js';

export type { FetchRoutes } from './pageRequest.js';

/** The limits of one page fetch. */
export interface FetchLimits {
  /** Whole fetch, redirects and body included. */
  timeoutMs: number;
  /** Bytes of body read before the fetch is abandoned. */
  maxBytes: number;
  /** Redirects followed, each to a host of the same store. */
  maxRedirects: number;
}

/** Why a fetch produced no page. */
export type FetchProblem =
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'foreign_redirect'
  | 'refused_address'
  | 'http_status'
  | 'network';

/** A fetched page (bytes, undecoded) or why there is none. */
export type FetchedPage =
  | { ok: true; url: URL; status: number; bytes: Uint8Array; contentType: string }
  | {
      ok: false;
      problem: FetchProblem;
      message: string;
      status?: number;
      /** Seconds the store asked us to wait (`Retry-After`). */
      retryAfter?: number;
    };

function retryAfterSeconds(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const seconds = Number(text);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/**
 * Fetches a store page within the limits: redirects are followed by hand, each checked to stay
 * on the store's hosts; the body is streamed and abandoned past the size cap; a store host is
 * never an IP literal, and the guarded agent refuses private addresses after DNS resolution.
 */
export async function fetchStorePage(
  routes: FetchRoutes,
  page: StorePage,
  limits: FetchLimits,
  signal?: AbortSignal,
): Promise<FetchedPage> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let url = page.url;
  try {
    for (let redirects = 0; ; redirects++) {
      if (isIpLiteral(url.hostname) || !isStoreHost(page.site, url.hostname)) {
        return { ok: false, problem: 'foreign_redirect', message: `${url.host} 不属于该商城` };
      }
      const answer = await requestThrough(routes, url, limits.timeoutMs, combined);
      const { statusCode, headers, body } = answer;
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        discard(body);
        if (redirects >= limits.maxRedirects) {
          return { ok: false, problem: 'too_many_redirects', message: '重定向次数过多' };
        }
        url = new URL(header(headers.location), url);
        continue;
      }
      const declared = Number(header(headers['content-length']));
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        discard(body);
        return { ok: false, problem: 'too_large', message: '页面超过大小上限' };
      }
      if (statusCode !== 200) {
        discard(body);
        const retryAfter = retryAfterSeconds(headers['retry-after']);
        return {
          ok: false,
          problem: 'http_status',
          status: statusCode,
          message: `商城返回 HTTP ${statusCode}`,
          ...(retryAfter !== undefined && { retryAfter }),
        };
      }
      const bytes = await readCapped(body, limits.maxBytes);
      return {
        ok: true,
        url,
        status: statusCode,
        bytes,
        contentType: header(headers['content-type']),
      };
    }
  } catch (error) {
    if (error instanceof TooLargeError) {
      return { ok: false, problem: 'too_large', message: '页面超过大小上限' };
    }
    if (signal?.aborted) throw signal.reason;
    const failure = requestFailure(error, deadline);
    if (failure.kind === 'timeout')
      return { ok: false, problem: 'timeout', message: '商城响应超时' };
    if (failure.kind === 'refused_address') {
      return { ok: false, problem: 'refused_address', message: failure.detail };
    }
    return { ok: false, problem: 'network', message: `连接商城失败：${failure.detail}` };
  }
}
