import type { FastifyPluginAsync } from 'fastify';
import { suggestionImageId } from '../../suggestions.js';
import { currentUser } from '../../../identity/session.js';
import { HttpError } from '../../../http/errors.js';
import type { ImageSize } from '../../../uploads/index.js';
import {
  imageSizeSchema,
  PRIVATE_CACHE,
  sendWebp,
  webpResponse,
} from '../../../uploads/routes/webp.js';
import { errorResponses } from '../../../http/schemas.js';
import { idField } from '../../../http/integerField.js';

const NOT_FOUND = '图片不存在';

/**
 * `GET /api/moderation/suggestions/:id/images/:n/:size`: the nth screenshot (from 1) of a
 * suggestion, for operators only. Anyone else, its author included, is told it does not exist.
 */
export const suggestionImageRoutes: FastifyPluginAsync = async (app) => {
  // Bytes, not JSON: typed by hand so the reply may send a Buffer.
  app.get<{ Params: { id: number; n: number; size: ImageSize } }>(
    '/api/moderation/suggestions/:id/images/:n/:size',
    {
      schema: {
        summary: '意见反馈的第 n 张截图（WebP；仅运营人员，其他人 404）',
        tags: ['审核'],
        operationId: 'getSuggestionImage',
        params: {
          type: 'object',
          properties: {
            id: idField,
            n: idField,
            size: imageSizeSchema,
          },
          required: ['id', 'n', 'size'],
        },
        response: { 200: webpResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request);
      if (!viewer || !app.operators.has(viewer.id)) throw new HttpError(404, NOT_FOUND);
      const { id, n, size } = request.params;
      const imageId = await suggestionImageId(app.db, id, n);
      if (!imageId) throw new HttpError(404, NOT_FOUND);
      return sendWebp(reply, {
        id: imageId,
        size,
        cacheControl: PRIVATE_CACHE,
        notFound: NOT_FOUND,
      });
    },
  );
};
