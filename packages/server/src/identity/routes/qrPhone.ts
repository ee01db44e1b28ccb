import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { MSG_QR_EXPIRED, detectBrowser } from '@pricetrail/core';
import { answerSchema, failure, ok } from '../answers.js';
import { findTicket, markConfirmed, markRefused, markScanned, QR_STATE } from '../qr/tickets.js';
import { signGuard } from '../requestGuard.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser, stringBody } from '../requestContext.js';

const scanSchema = answerSchema({
  type: 'object',
  properties: {
    browser: { type: 'string' },
    ip: { type: 'string' },
    expired: { type: 'integer' },
  },
  required: ['browser', 'ip', 'expired'],
});

/** The phone's side of QR sign-in: scan, confirm, refuse; each needs a signed-in phone user. */
export const qrPhoneRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const body = stringBody(['tid']);

  app.post(
    '/helper/QrScan',
    {
      preValidation: signGuard(app, 'helper/QrScan'),
      schema: {
        summary: '手机扫码：标记已扫描，返回发起登录的浏览器与 IP',
        tags: ['登录'],
        operationId: 'scanQrLogin',
        body,
        response: {
          200: {
            ...scanSchema,
            description: 'code 1 已扫描（data 为发起登录的浏览器、IP 与剩余秒数），-1 二维码已失效',
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const now = app.clock();
      const { tid } = request.body;
      const scanned = await markScanned(app.db, tid, user.id, now);
      const ticket = await findTicket(app.db, tid);
      // Reopening the confirm page after scanning shows the same question again.
      const isMine = ticket?.status === QR_STATE.scanned && ticket.userId === user.id;
      if (!ticket || (!scanned && !isMine) || ticket.expiresAt <= now)
        return failure(MSG_QR_EXPIRED);
      if (scanned) app.qrHub.changed(tid);
      return ok({
        browser: detectBrowser(ticket.userAgent).label,
        ip: ticket.ip,
        expired: ticket.expiresAt - now,
      });
    },
  );

  app.post(
    '/helper/QrConfirm',
    {
      preValidation: signGuard(app, 'helper/QrConfirm'),
      schema: {
        summary: '手机确认登录',
        tags: ['登录'],
        operationId: 'confirmQrLogin',
        body,
        response: {
          200: { ...answerSchema(), description: 'code 1 已确认，-1 二维码已失效' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!(await markConfirmed(app.db, request.body.tid, user.id, app.clock()))) {
        return failure(MSG_QR_EXPIRED);
      }
      app.qrHub.changed(request.body.tid);
      return ok({}, '已确认登录');
    },
  );

  app.post(
    '/helper/QrRefuse',
    {
      preValidation: signGuard(app, 'helper/QrRefuse'),
      schema: {
        summary: '手机拒绝登录',
        tags: ['登录'],
        operationId: 'refuseQrLogin',
        body,
        response: {
          200: { ...answerSchema(), description: 'code 1 已拒绝，-1 二维码已失效' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!(await markRefused(app.db, request.body.tid, user.id, app.clock()))) {
        return failure(MSG_QR_EXPIRED);
      }
      app.qrHub.changed(request.body.tid);
      return ok({}, '已取消登录');
    },
  );
};
