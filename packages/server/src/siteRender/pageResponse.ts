import type { FastifyReply, FastifyRequest } from 'fastify';
import { newNonce, pagePolicy } from '../security/headers.js';
import { gzipWithNonce, withNonce, type RenderedPage } from './renderedPage.js';

function matches(request: FastifyRequest, etag: string): boolean {
  const asked = request.headers['if-none-match'];
  if (!asked) return false;
  return asked.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}` || trimmed === '*';
  });
}

function codingWeights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return weights;
}

/** Whether `accept-encoding` takes gzip: named, or under `*`, and not with `q=0`. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const weights = codingWeights(acceptEncoding ?? '');
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * Sends a page: a fresh nonce in its CSP and its HTML, its ETag, and 304 when the browser holds
 * the same document; gzip when the browser takes it (a weak ETag then, as the bytes differ). A
 * 304 carries no CSP: the browser keeps the stored one, whose nonce is the one in the HTML it
 * still has. HEAD gets the same headers without the body (Node drops it).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const isGzip = acceptsGzip(request.headers['accept-encoding']);
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', isGzip ? `W/${page.etag}` : page.etag);
  if (page.isNoIndex) reply.header('x-robots-tag', 'noindex');
  if (page.status === 200 && matches(request, page.etag)) {
    reply.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  const nonce = newNonce();
  reply
    .status(page.status)
    .header('content-security-policy', pagePolicy(nonce, request.url))
    .type('text/html; charset=utf-8');
  if (!isGzip) return reply.send(withNonce(page, nonce));
  return reply.header('content-encoding', 'gzip').send(gzipWithNonce(page, nonce));
}
