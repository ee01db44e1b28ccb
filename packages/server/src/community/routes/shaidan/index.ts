import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { validateShaidan } from '@pricetrail/core';
import { addPost, approvedPosts, postsBy, setLike } from '../../posts.js';
import { answerSchema, ok } from '../../../identity/answers.js';
import { checkOrigin } from '../../../identity/requestGuard.js';
import { currentUser } from '../../../identity/session.js';
import { HttpError } from '../../../http/errors.js';
import { UploadError, type StoredImage } from '../../../uploads/index.js';
import { requireUser } from '../../../identity/requestContext.js';
import {
  errorResponses,
  MINE_LIMIT,
  minePostsSchema,
  pageParam,
  pageSchema,
} from '../../../http/schemas.js';
import { ShaidanFieldError, readShaidanForm } from './readForm.js';
import { postIdParams, postSchema } from './schemas.js';

/** What the author sees once the 晒单 is stored. */
export const MSG_SHAIDAN_SENT = '晒单已提交，审核通过后展示';

const PAGE_SIZE = 20;

const likeAnswer = answerSchema({
  type: 'object',
  properties: { liked: { type: 'boolean' }, likes: { type: 'integer' } },
  required: ['liked', 'likes'],
});

/**
 * 晒单 (issue #15): `POST /api/shaidan` (signed-in, multipart: `link`, `text`, up to nine
 * photos; pending until an operator approves it), `GET /api/shaidan` (the approved feed),
 * `GET /api/shaidan/mine` (the author's own, with reject reasons) and likes.
 */
export const shaidanRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/api/shaidan',
    {
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        summary: '发布晒单（multipart 表单：link 商品链接、text 文字、1–9 张照片；审核通过后展示）',
        tags: ['晒单'],
        operationId: 'sendShaidan',
        consumes: ['multipart/form-data'],
        response: {
          200: {
            ...answerSchema({
              type: 'object',
              properties: { id: { type: 'integer' }, images: { type: 'integer' } },
              required: ['id', 'images'],
            }),
            description: 'code 1：已提交待审核，data.id 为晒单编号',
          },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      let stored: StoredImage[] = [];
      try {
        const form = await readShaidanForm(request);
        const problems = validateShaidan({ ...form, imageCount: form.images.length });
        for (const field of ['link', 'text', 'images'] as const) {
          const problem = problems[field];
          if (problem) throw new ShaidanFieldError(field, problem);
        }
        const parsed = await app.productLinks.find(form.link.trim());
        if ('message' in parsed) throw new ShaidanFieldError('link', parsed.message);
        const found = await app.prices.resolve(parsed);
        if (!found) throw new ShaidanFieldError('link', '暂未收录该商品，请稍后再晒');
        try {
          stored = await app.images.saveAll(form.images);
        } catch (error) {
          if (error instanceof UploadError) throw new ShaidanFieldError('images', error.message);
          throw error;
        }
        const id = await addPost(app.db, {
          userId: user.id,
          dpId: parsed.dpId,
          text: form.text.trim(),
          images: stored,
          now: app.clock(),
        });
        return ok({ id, images: stored.length }, MSG_SHAIDAN_SENT);
      } catch (error) {
        await app.images.remove(stored);
        if (error instanceof ShaidanFieldError) {
          return reply.status(400).send({ code: error.code, msg: error.message });
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/shaidan',
    {
      schema: {
        summary: '晒单广场：审核通过的晒单，最新在前（每页 20 条）',
        tags: ['晒单'],
        operationId: 'listShaidan',
        querystring: {
          type: 'object',
          properties: { page: pageParam },
        },
        response: {
          200: pageSchema('一页晒单与总数', postSchema),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request);
      reply.header('cache-control', 'private, no-cache');
      return approvedPosts(app.db, {
        page: request.query.page,
        pageSize: PAGE_SIZE,
        viewerId: viewer?.id ?? null,
      });
    },
  );

  app.get(
    '/api/shaidan/mine',
    {
      schema: {
        summary: '我的晒单：全部状态（待审核、已通过、未通过及原因），最新在前',
        tags: ['晒单'],
        operationId: 'listMyShaidan',
        response: {
          200: minePostsSchema(postSchema),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { items: await postsBy(app.db, user.id, MINE_LIMIT) };
    },
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    const liked = method === 'PUT';
    app.route({
      method,
      url: '/api/shaidan/:id/like',
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: liked ? '点赞晒单（每人一次）' : '取消点赞',
        tags: ['晒单'],
        operationId: liked ? 'likeShaidan' : 'unlikeShaidan',
        params: postIdParams,
        response: {
          200: { ...likeAnswer, description: 'code 1：data.likes 为当前点赞数' },
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
      handler: async (request) => {
        const user = await requireUser(request);
        const { id } = request.params as { id: number };
        const likes = await setLike(app.db, {
          postId: id,
          userId: user.id,
          liked,
          now: app.clock(),
        });
        if (likes === undefined) throw new HttpError(404, '晒单不存在或未通过审核');
        return ok({ liked, likes });
      },
    });
  }
};
