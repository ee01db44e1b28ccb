import type { InProcessResponse, InProcessTransport } from '@pricetrail/core';
import type { FastifyInstance } from 'fastify';

function flatHeaders(headers: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}

const REFUSED: InProcessResponse = {
  status: 403,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: 403, msg: '页面渲染只能读取 /api/ 下的接口' }),
};

/**
 * The API answered inside this process for the page renderer: Fastify's `inject` runs the real
 * route (schemas, caches, headers) without a socket. A render only reads: anything but a GET of an
 * `/api/` path is refused, so a page can neither write nor render another page.
 */
export function inProcessTransport(app: FastifyInstance): InProcessTransport {
  return async ({ method, url, headers }) => {
    if (method !== 'GET' || !url.startsWith('/api/')) return REFUSED;
    const response = await app.inject({ method: 'GET', url, headers });
    return {
      status: response.statusCode,
      headers: flatHeaders(response.headers),
      body: response.payload,
    };
  };
}
