import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { MSG_QR_EXPIRED, type SiteRoute } from '@pricetrail/core';
import QRCode from 'qrcode';
import { answerSchema, failure, ok } from '../answers.js';
import { QR_BROWSER_COOKIE, browserSecret, readBrowserSecret } from '../browserBinding.js';
import { createTicket, QR_TTL_SECONDS, redeemExchange } from '../qr/tickets.js';
import { signGuard } from '../requestGuard.js';
import { signIn } from '../session.js';
import { errorResponses } from '../../http/schemas.js';
import { stringBody } from '../requestContext.js';

/** The mobile page a QR code opens (core's route table). */
export const QR_CONFIRM_PATH = '/m/qr_confirm' satisfies SiteRoute;

const qrSchema = answerSchema({
  type: 'object',
  properties: {
    id: { type: 'string' },
    expired: { type: 'integer' },
    qrImgStr: { type: 'string' },
  },
  required: ['id', 'expired', 'qrImgStr'],
});

/** `GET /helper/QrCode?event=scanLogin` and `POST /helper/QrLogin` (the browser's side). */
export const qrCodeRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/helper/QrCode',
    {
      preValidation: signGuard(app, 'helper/QrCode'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: '扫码登录二维码：id、有效秒数 expired、PNG data URL qrImgStr',
        tags: ['登录'],
        operationId: 'createQrLoginCode',
        querystring: {
          type: 'object',
          properties: { event: { type: 'string', const: 'scanLogin' } },
          required: ['event'],
        },
        response: {
          200: { ...qrSchema, description: 'code 1 二维码（data 含 id、expired、qrImgStr）' },
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const secret = browserSecret(request, reply, QR_BROWSER_COOKIE, QR_TTL_SECONDS * 2);
      const id = await createTicket(
        app.db,
        { browserSecret: secret, userAgent: request.headers['user-agent'] ?? '', ip: request.ip },
        app.clock(),
      );
      const target = `${request.protocol}://${request.host}${QR_CONFIRM_PATH}?tid=${id}`;
      const qrImgStr = await QRCode.toDataURL(target, { margin: 1, width: 240 });
      return ok({ id, expired: QR_TTL_SECONDS, qrImgStr });
    },
  );

  app.post(
    '/helper/QrLogin',
    {
      preValidation: signGuard(app, 'helper/QrLogin'),
      schema: {
        summary: '扫码确认后，等待的浏览器用一次性 token 换取登录 Cookie',
        tags: ['登录'],
        operationId: 'redeemQrLogin',
        body: stringBody(['token']),
        response: {
          200: {
            ...answerSchema(),
            description: 'code 1 登录成功（data 含 uid、expire、time），-1 二维码已失效',
          },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      const secret = readBrowserSecret(request, QR_BROWSER_COOKIE);
      const userId = secret
        ? await redeemExchange(app.db, request.body.token, secret, app.clock())
        : undefined;
      if (userId === undefined) return failure(MSG_QR_EXPIRED);
      const session = await signIn(reply, request, userId, { remember: true });
      return ok({ uid: userId, expire: session.expire, time: session.time }, '登录成功');
    },
  );
};
