import type { FastifyRequest } from 'fastify';

const FP_COOKIE = /(?:^|;\s*)fp=([^;]{1,128})/;
const CLIENT_HEADER = 'x-pricetrail-client';

/** Who is calling: the `fp` device cookie, else the `x-pricetrail-client` header, else the IP. */
export function clientId(request: FastifyRequest): string {
  const cookie = FP_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (cookie) return `fp:${cookie}`;
  const header = request.headers[CLIENT_HEADER];
  if (typeof header === 'string' && header.length > 0 && header.length <= 128) {
    return `client:${header}`;
  }
  return `ip:${request.ip}`;
}
