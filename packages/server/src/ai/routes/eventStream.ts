import { once } from 'node:events';
import type { FastifyReply } from 'fastify';
import type { AnswerEvent } from '../analyst.js';

/** One server-sent event: `event: <type>` and the rest of the event as JSON on one `data:` line. */
export function formatEvent({ type, ...data }: AnswerEvent): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Takes the reply over and relays the events as `text/event-stream`, flushing each as it comes and
 * waiting for the socket to drain; aborts `controller` when the reader goes away first, so the
 * producer (and the upstream request behind it) stops.
 */
export async function relayEvents(
  reply: FastifyReply,
  events: AsyncIterable<AnswerEvent>,
  controller: AbortController,
): Promise<void> {
  const res = reply.raw;
  reply.hijack();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  try {
    for await (const event of events) {
      if (controller.signal.aborted) break;
      if (!res.write(formatEvent(event))) {
        await once(res, 'drain', { signal: controller.signal }).catch(() => undefined);
      }
    }
  } catch (error) {
    reply.log.error({ err: error }, 'AI answer failed');
    if (!controller.signal.aborted) {
      res.write(formatEvent({ type: 'error', msg: '服务器开小差了，请稍后再试' }));
    }
  }
  res.end();
}
