import type { FastifyReply } from 'fastify';
import { isCachedAnswer, type CachedAnswer } from '../../read/answerCache.js';

/** How long clients and proxies may keep a product's answers. */
export const PRODUCT_CACHE_CONTROL = 'public, max-age=60';

/** Sends a preserialized JSON answer with its precomputed ETag (no per-request hashing). */
export function sendAnswer(reply: FastifyReply, answer: CachedAnswer, cacheControl: string) {
  return reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .type('application/json; charset=utf-8')
    .send(answer.body);
}

/** Sends a cached answer as stored, or hands one built afresh to the route's serializer. */
export function replyWithAnswer<Answer extends object>(
  reply: FastifyReply,
  answer: CachedAnswer | Answer,
  cacheControl: string,
): FastifyReply | Answer {
  if (isCachedAnswer(answer)) return sendAnswer(reply, answer, cacheControl);
  reply.header('cache-control', cacheControl);
  return answer;
}
