import type { IncomingMessage } from 'node:http';
import { isDpId } from '@pricetrail/core';
import type { FastifyBaseLogger } from 'fastify';
import type { ProxiedRequest } from '../../../http/proxiedRequest.js';
import type { Shortcut } from '../../../http/shortcutServer.js';
import type { CachedAnswer } from '../../read/answerCache.js';
import { HISTORY_RANGE_NAMES, type HistoryRange } from '../../read/history.js';
import { securityHeadersFor } from '../../../security/headers.js';
import { PRODUCT_CACHE_CONTROL } from './answer.js';

// The history route's path with nothing in the query but a range; anything else (an encoded dp
// id, other parameters) is left to the route.
const HISTORY_PATH = /^\/api\/products\/([\w-]+)\/history(?:\?range=(\w+))?$/;
const RANGES: ReadonlySet<string> = new Set(HISTORY_RANGE_NAMES);
// The logger levels at which Fastify writes its request lines.
const REQUEST_LOG_LEVELS: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

function isRange(name: string): name is HistoryRange {
  return RANGES.has(name);
}

/** What the history shortcut reads. */
export interface HistoryShortcutOptions {
  /** The answer held in memory and known current, if any (`PriceService.currentHistory`). */
  current(dpId: string, range: HistoryRange): CachedAnswer | undefined;
  /** The request's protocol, client address and host, as Fastify reads them. */
  proxied: ProxiedRequest;
  /** Where the request log line goes (Fastify's logger). */
  log: FastifyBaseLogger;
}

/**
 * Sends `GET /api/products/:dpId/history` from memory, with the headers the route sends, when
 * the answer is held and nothing was written since it was confirmed current: the most asked-for
 * answer then skips Fastify's request lifecycle, which costs as much again as sending it. A miss,
 * a conditional or HEAD request and any other query go on to the route.
 */
export function historyShortcut({ current, proxied, log }: HistoryShortcutOptions): Shortcut {
  const logLine = (request: IncomingMessage, started: number) =>
    log.info(
      {
        // Shaped as the Fastify request its logger's `req` serializer reads.
        req: {
          method: request.method,
          url: request.url,
          headers: request.headers,
          host: proxied.host(request),
          ip: proxied.ip(request),
          socket: request.socket,
        },
        res: { statusCode: 200 },
        responseTime: performance.now() - started,
      },
      'request completed',
    );
  return (request, response) => {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) return false;
    const url = request.url ?? '';
    const [matched, dpId = '', range = 'all'] = HISTORY_PATH.exec(url) ?? [];
    if (!matched || !isRange(range) || !isDpId(dpId)) return false;
    const answer = current(dpId, range);
    if (!answer) return false;
    const started = performance.now();
    response.writeHead(200, {
      ...securityHeadersFor(url, proxied.isHttps(request)),
      'cache-control': PRODUCT_CACHE_CONTROL,
      etag: answer.etag,
      'content-type': 'application/json; charset=utf-8',
      'content-length': answer.body.length,
    });
    response.end(answer.body);
    if (REQUEST_LOG_LEVELS.has(log.level)) logLine(request, started);
    return true;
  };
}
