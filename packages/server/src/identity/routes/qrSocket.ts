import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { MSG_QR_EXPIRED, MSG_QR_REFUSED } from '@pricetrail/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { QR_BROWSER_COOKIE, readBrowserSecret } from '../browserBinding.js';
import { claimExchange, findTicket, isOwnTicket, QR_STATE, type QrTicket } from '../qr/tickets.js';
import { checkOrigin } from '../requestGuard.js';
import { emptyResponse, errorResponses } from '../../http/schemas.js';

/**
 * How often a waiting socket looks at its ticket: it re-reads it (changes made by other
 * instances) unless the change feed pushes those, and then only once the ticket has expired.
 */
export const QR_POLL_MS = 1_000;

const MAX_FRAME = 1_024;

function frame(msg: string, code = 1, data?: object): string {
  return JSON.stringify(data ? { code, msg, data } : { code, msg });
}

function tidOf(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as { action?: unknown; msg?: { tid?: unknown } };
    const tid = value.action === 'QrCodeLogin' ? value.msg?.tid : undefined;
    return typeof tid === 'string' && /^[\w-]{1,64}$/.test(tid) ? tid : undefined;
  } catch {
    return undefined;
  }
}

function rejection(ticket: QrTicket | undefined, now: number): string | undefined {
  if (!ticket || ticket.status === QR_STATE.used || ticket.expiresAt <= now) return MSG_QR_EXPIRED;
  if (ticket.status === QR_STATE.refused) return MSG_QR_REFUSED;
  return undefined;
}

/** Follows one ticket for one socket: Success, LoginConnected, then the exchange token. */
function followTicket(app: FastifyInstance, socket: WebSocket, tid: string): () => void {
  let hasToldScan = false;
  let isBusy = false;
  let isAgain = false;
  let isDone = false;
  let expiresAt = Infinity;
  const stop = () => {
    isDone = true;
    unwatch();
    clearInterval(timer);
  };
  const step = async () => {
    const now = app.clock();
    const ticket = await findTicket(app.db, tid);
    const refusal = rejection(ticket, now);
    if (refusal || !ticket) {
      socket.send(frame(refusal ?? MSG_QR_EXPIRED, -1));
      return stop();
    }
    expiresAt = ticket.expiresAt;
    if (ticket.status >= QR_STATE.scanned && !hasToldScan) {
      hasToldScan = true;
      socket.send(frame('LoginConnected'));
    }
    if (ticket.status !== QR_STATE.confirmed) return;
    const token = await claimExchange(app.db, tid, now);
    if (token)
      socket.send(frame('LoginSuccess', 1, { token, expire: ticket.expiresAt, time: now }));
    stop();
  };
  // Timer and hub may fire together; one read at a time, and one more if asked meanwhile.
  const check = async () => {
    if (isBusy) {
      isAgain = true;
      return;
    }
    isBusy = true;
    try {
      do {
        isAgain = false;
        if (!isDone) await step();
      } while (isAgain);
    } catch (error) {
      app.log.error({ err: error }, 'qr socket check failed');
    } finally {
      isBusy = false;
    }
  };
  const unwatch = app.qrHub.watch(tid, () => void check());
  const timer = setInterval(() => {
    if (!app.qrHub.isPushed || app.clock() >= expiresAt) void check();
  }, QR_POLL_MS);
  socket.send(frame('Success'));
  void check();
  return stop;
}

async function subscribe(
  app: FastifyInstance,
  request: FastifyRequest,
  socket: WebSocket,
  tid: string,
): Promise<(() => void) | undefined> {
  const ticket = await findTicket(app.db, tid);
  const secret = readBrowserSecret(request, QR_BROWSER_COOKIE);
  const refusal = rejection(ticket, app.clock());
  if (refusal || !ticket || !isOwnTicket(ticket, secret)) {
    socket.send(frame(refusal ?? MSG_QR_EXPIRED, -1));
    return undefined;
  }
  return followTicket(app, socket, tid);
}

/** WebSocket `/sck` (behaviour.md §7): same-site pages only; `{ action: 'QrCodeLogin', msg: { tid } }`. */
export const qrSocketRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // Registered here, not on the app: its hooks then run for this route, not for every request.
  await app.register(websocket, { options: { maxPayload: 4_096 } });
  app.get(
    '/sck',
    {
      websocket: true,
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      // @fastify/websocket hides WebSocket routes from the document; this one is part of the API.
      config: {
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, hide: false }, url }),
      },
      schema: {
        summary: 'WebSocket：扫码登录状态推送（Success / LoginConnected / 登录数据）',
        description:
          '升级为 WebSocket 后发送 `{ "action": "QrCodeLogin", "msg": { "tid": "…" } }`；' +
          '服务器推送 `{ code, msg, data? }`：Success、LoginConnected（已扫码）、' +
          'LoginSuccess（data.token 交给 POST /helper/QrLogin），失败时 code 为 -1。',
        tags: ['登录'],
        operationId: 'watchQrLogin',
        response: {
          101: emptyResponse('切换到 WebSocket 协议'),
          404: emptyResponse('不是 WebSocket 升级请求'),
          ...errorResponses(403),
        },
      },
    },
    (socket, request) => {
      let stop: (() => void) | undefined;
      socket.on('message', (raw, isBinary) => {
        const text = String(raw);
        const tid = !isBinary && text.length <= MAX_FRAME ? tidOf(text) : undefined;
        if (!tid) return socket.send(frame('无法识别的消息', -1));
        stop?.();
        subscribe(app, request, socket, tid).then(
          (next) => {
            stop = next;
            if (socket.readyState !== socket.OPEN) next?.();
          },
          (error: unknown) => app.log.error({ err: error }, 'qr socket subscribe failed'),
        );
      });
      socket.on('close', () => stop?.());
    },
  );
};
