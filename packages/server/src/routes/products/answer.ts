import type { FastifyReply } from 'fastify';
import type { CachedAnswer } from '../../prices/read/answerCache.js';

/** Sends a preserialized JSON answer with its precomputed ETag (no per-request hashing). */
export function sendAnswer(reply: FastifyReply, answer: CachedAnswer, cacheControl: string) {
  return reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .type('application/json; charset=utf-8')
    .send(answer.body);
}
