import { request, type Dispatcher } from 'undici';
import { RefusedAddressError } from './guardedAgent.js';
import { routeThrough, type HostMap } from './hostMap.js';

/** Where requests go: public hosts through the guarded agent, mapped hosts through their own. */
export interface FetchRoutes {
  hostMap: HostMap;
  publicAgent: Dispatcher;
  mappedAgent: Dispatcher;
}

/** A fetched body grew past its cap while streaming. */
export class TooLargeError extends Error {}

const USER_AGENT = 'Mozilla/5.0 (compatible; PriceTrail/1.0; price history)';

/** The first value of a response header, or ''. */
export function header(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

// Destroying an unread body makes it emit an abort error; nobody is listening to it any more.
/** Drops a body nobody will read. */
export function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** Reads a body, abandoning it with {@link TooLargeError} past `maxBytes`. */
export async function readCapped(
  body: Dispatcher.ResponseData['body'],
  maxBytes: number,
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      discard(body);
      throw new TooLargeError();
    }
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

/**
 * One GET, redirects not followed: a host named in `STORE_HOST_MAP` goes to its mapped origin
 * (standing for the host in `X-Forwarded-Host`), any other through the guarded public agent.
 */
export function requestThrough(
  routes: FetchRoutes,
  url: URL,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<Dispatcher.ResponseData> {
  const { target, forwardedHost } = routeThrough(routes.hostMap, url);
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: 'text/html,application/xhtml+xml',
    'accept-language': 'zh-CN,zh;q=0.9',
  };
  if (forwardedHost) headers['x-forwarded-host'] = forwardedHost;
  return request(target, {
    method: 'GET',
    headers,
    signal,
    dispatcher: forwardedHost ? routes.mappedAgent : routes.publicAgent,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

/** Why a request threw: the guard refused the address, a timeout, or the network (its text). */
export type RequestFailure =
  | { kind: 'refused_address'; detail: string }
  | { kind: 'timeout' }
  | { kind: 'network'; detail: string };

/** Names what a failed {@link requestThrough} (or the read of its body) threw. */
export function requestFailure(error: unknown, deadline: AbortSignal): RequestFailure {
  if (deadline.aborted) return { kind: 'timeout' };
  const cause = (error as { cause?: unknown }).cause ?? error;
  if (cause instanceof RefusedAddressError || error instanceof RefusedAddressError) {
    return { kind: 'refused_address', detail: (cause as Error).message };
  }
  const code = (error as { code?: string }).code ?? '';
  if (code.startsWith('UND_ERR_') && code.includes('TIMEOUT')) return { kind: 'timeout' };
  return { kind: 'network', detail: (error as Error).message };
}
