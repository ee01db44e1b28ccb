import type { FastifyPluginAsync } from 'fastify';
import { imageOwner } from '../../community/posts.js';
import { currentUser } from '../../identity/session.js';
import { HttpError } from '../../http/errors.js';
import { IMAGE_ID, type ImageSize } from '../index.js';
import { errorResponses } from '../../http/schemas.js';
import { imageSizeSchema, PRIVATE_CACHE, sendWebp, webpResponse } from './webp.js';

const NOT_FOUND = '图片不存在';
// A stored image never changes under its id, so an approved one may be cached for good.
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * `GET /api/images/:id/:size`: one stored 晒单 photo, named by id and size only (never a path).
 * Served to everyone once its post is approved; before that (or after a rejection) only to its
 * author and operators; unknown to anyone else.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  // Bytes, not JSON: typed by hand so the reply may send a Buffer.
  app.get<{ Params: { id: string; size: ImageSize } }>(
    '/api/images/:id/:size',
    {
      schema: {
        summary: '晒单图片（WebP；未通过审核的仅作者与运营人员可见）',
        tags: ['晒单'],
        operationId: 'getImage',
        params: {
          type: 'object',
          properties: {
            id: { type: 'string', pattern: IMAGE_ID.source },
            size: imageSizeSchema,
          },
          required: ['id', 'size'],
        },
        response: {
          200: webpResponse,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { id, size } = request.params;
      const owner = await imageOwner(app.db, id);
      if (!owner) throw new HttpError(404, NOT_FOUND);
      const approved = owner.status === 'approved';
      if (!approved) {
        const viewer = await currentUser(request);
        if (!viewer || (viewer.id !== owner.userId && !app.operators.has(viewer.id)))
          throw new HttpError(404, NOT_FOUND);
      }
      return sendWebp(reply, {
        id,
        size,
        cacheControl: approved ? PUBLIC_CACHE : PRIVATE_CACHE,
        notFound: NOT_FOUND,
      });
    },
  );
};
