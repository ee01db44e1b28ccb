import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

const WILDCARDS = new Set(['0.0.0.0', '::']);
const LOOPBACKS = new Set(['127.0.0.1', '::1']);

function listeningOrigins(address: AddressInfo | string | null): string[] {
  if (!address || typeof address === 'string') return [];
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const hosts =
    WILDCARDS.has(address.address) || LOOPBACKS.has(address.address)
      ? ['localhost', '127.0.0.1', '[::1]']
      : [host];
  return hosts.map((name) => `http://${name}:${address.port}`);
}

/**
 * The site's own origins: `PUBLIC_ORIGIN`, else (development) the address the server listens on.
 * Never the request's Host header, which the caller writes.
 */
export function ownOrigins(app: FastifyInstance): readonly string[] {
  if (app.security.publicOrigins.length > 0) return app.security.publicOrigins;
  return listeningOrigins(app.server.address());
}

/**
 * The one origin the site names itself by (canonical links, Open Graph, sitemaps): the first
 * `PUBLIC_ORIGIN`, else the first address it listens on.
 */
export function publicOrigin(app: FastifyInstance): string {
  return ownOrigins(app)[0] ?? 'http://localhost';
}
