import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { PAGE_QR_MAX_PATH, PAGE_QR_PATH, isOwnPagePath } from '@pricetrail/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { HttpError } from '../../../http/errors.js';
import { ownOrigins } from '../../../security/origins.js';
import { errorResponses } from '../../../http/schemas.js';

/** Why a path was refused, for the shopper's browser and whoever reads the API document. */
export const MSG_NOT_OWN_PAGE = `只能为本站页面生成二维码：path 须以单个 / 开头，不超过 ${PAGE_QR_MAX_PATH} 个字符`;

/** How long browsers and caches may keep one page's code: it changes only with the path. */
const MAX_AGE_SECONDS = 86_400;

/** Codes one client may have drawn a minute: a page shows one, and browsers keep it a day. */
export const PAGE_QR_PER_MINUTE = 60;

/**
 * The origin the code points at: the one the shopper is on when it is one of ours, else our first
 * (a Host header the caller wrote never lands in a code).
 */
function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const own = ownOrigins(app);
  const asked = `${request.protocol}://${request.host}`;
  return own.includes(asked) ? asked : (own[0] ?? 'http://localhost');
}

/** `GET /api/qr.svg?path=/app/questions`: a QR code that opens that page of our site on a phone. */
export const pageQrRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    PAGE_QR_PATH.replace(/^\/api/, ''),
    {
      config: { rateLimit: { max: PAGE_QR_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: '本站页面的二维码（SVG）：手机扫码打开同一页面',
        tags: ['系统'],
        operationId: 'getPageQrCode',
        querystring: {
          type: 'object',
          properties: {
            path: {
              type: 'string',
              description: '本站页面的路径与查询串，以单个 / 开头，如 /app/questions',
              maxLength: PAGE_QR_MAX_PATH,
            },
          },
          required: ['path'],
          additionalProperties: false,
        },
        response: {
          200: {
            description: '二维码图片（image/svg+xml），内容为本站该页面的完整地址',
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { path } = request.query;
      if (!isOwnPagePath(path)) throw new HttpError(400, MSG_NOT_OWN_PAGE);
      const origin = siteOrigin(app, request);
      const svg = await QRCode.toString(new URL(path, origin).href, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
        .header('vary', 'Host')
        .send(svg);
    },
  );
};
