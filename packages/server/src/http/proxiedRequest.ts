import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/** What Fastify's request tells of a raw request's origin, read the same way. */
export interface ProxiedRequest {
  /** As `request.protocol === 'https'`. */
  isHttps(request: IncomingMessage): boolean;
  /** As `request.ip`: the client's address, past trusted proxies. */
  ip(request: IncomingMessage): string | undefined;
  /** As `request.host`. */
  host(request: IncomingMessage): string;
}

/** The last value of a header a proxy chain may have appended to (`https, http` → `http`). */
function lastEntry(value: string): string {
  return value.slice(value.lastIndexOf(',') + 1).trim();
}

/**
 * Reads a raw request's protocol, client address and host as Fastify does with the same trusted
 * proxies (`trustProxy`): forwarded headers count only when the connection comes from one.
 */
export function proxiedRequest(trustProxy: readonly string[]): ProxiedRequest {
  const trusted = trustProxy.length > 0 ? proxyAddr.compile([...trustProxy]) : undefined;
  const forwarded = (request: IncomingMessage, name: string): string | undefined => {
    const value = request.headers[name];
    const address = request.socket.remoteAddress;
    if (!trusted || typeof value !== 'string' || !value || address === undefined) return undefined;
    return trusted(address, 0) ? lastEntry(value) : undefined;
  };
  return {
    isHttps: (request) => {
      const proto = forwarded(request, 'x-forwarded-proto');
      if (proto !== undefined) return proto === 'https';
      return (request.socket as Partial<TLSSocket>).encrypted === true;
    },
    ip: (request) => (trusted ? proxyAddr(request, trusted) : request.socket.remoteAddress),
    host: (request) => forwarded(request, 'x-forwarded-host') ?? request.headers.host ?? '',
  };
}
