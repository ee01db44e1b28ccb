import type { FastifyReply, FastifyRequest } from 'fastify';
import { newNonce, pagePolicy } from '../security/headers.js';
import { withNonce, type RenderedPage } from './renderedPage.js';

function matches(request: FastifyRequest, etag: string): boolean {
  const asked = request.headers['if-none-match'];
  if (!asked) return false;
  return asked.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}` || trimmed === '*';
  });
}

/**
 * Sends a page: a fresh nonce in its CSP and its HTML, its ETag, and 304 when the browser holds
 * the same document. A 304 carries no CSP: the browser keeps the stored one, whose nonce is the
 * one in the HTML it still has. HEAD gets the same headers without the body (Node drops it).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (page.isNoIndex) reply.header('x-robots-tag', 'noindex');
  if (page.status === 200 && matches(request, page.etag)) {
    reply.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  const nonce = newNonce();
  return reply
    .status(page.status)
    .header('content-security-policy', pagePolicy(nonce, request.url))
    .type('text/html; charset=utf-8')
    .send(withNonce(page, nonce));
}
