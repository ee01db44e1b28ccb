import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  BAOLIAO_FIELD_CODES,
  BAOLIAO_REASON_MAX,
  MSG_BAOLIAO_SENT,
  validateBaoliao,
  type BaoliaoField,
} from '@pricetrail/core';
import { addBaoliao, overBaoliaoLimit } from '../../dealPosts/baoliao.js';
import {
  approvedDealPosts,
  authoredDealPosts,
  findDealPost,
  voteValue,
} from '../../dealPosts/posts.js';
import { setVote } from '../../dealPosts/votes.js';
import { answerSchema, ok } from '../../../identity/answers.js';
import { checkOrigin } from '../../../identity/requestGuard.js';
import { currentUser } from '../../../identity/session.js';
import { HttpError } from '../../../http/errors.js';
import { requireUser } from '../../../identity/requestContext.js';
import { errorResponses, MINE_LIMIT, minePostsSchema, pageParam } from '../../../http/schemas.js';
import { dealPostIdParams, dealPostSchema, votesSchema } from './schemas.js';
import { integerField } from '../../../http/integerField.js';

const PAGE_SIZE = 20;
const MSG_NOT_FOUND = '好价不存在或未通过审核';

/** A refusal about one field of the 爆料 form: HTTP 400 with the field's code. */
function fieldError(field: BaoliaoField, msg: string) {
  return { code: BAOLIAO_FIELD_CODES[field], msg };
}

/**
 * 好价 posts (issue #15): `GET /api/deal-posts/:id` (the post, our figures, the votes),
 * `PUT /api/deal-posts/:id/vote` (值 / 不值 / take back), `POST /api/deal-posts` (爆料,
 * signed-in, pending until an operator approves it), `GET /api/deal-posts` (approved ones) and
 * `GET /api/deal-posts/mine` (the author's own, with reject reasons).
 */
export const dealPostRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/deal-posts/:id',
    {
      schema: {
        summary: '一条好价：商品、好价、发布时的数据依据、值 / 不值票数与我的投票、是否已过期',
        tags: ['好价'],
        operationId: 'getDealPost',
        params: dealPostIdParams,
        response: {
          200: { ...dealPostSchema, description: '好价；待审或未通过的只有爆料人和运营人员可见' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request);
      const post = await findDealPost(
        app.db,
        request.params.id,
        viewer && { id: viewer.id, isOperator: app.operators.has(viewer.id) },
      );
      if (!post) throw new HttpError(404, MSG_NOT_FOUND);
      reply.header('cache-control', 'private, no-cache');
      return post;
    },
  );

  app.get(
    '/api/deal-posts',
    {
      schema: {
        summary: '审核通过的好价，最新在前（每页 20 条）；dp 只看这些商品的',
        tags: ['好价'],
        operationId: 'listDealPosts',
        querystring: {
          type: 'object',
          properties: {
            page: pageParam,
            dp: {
              type: 'string',
              maxLength: 20 * 33,
              pattern: '^[\\w-]{1,32}(,[\\w-]{1,32}){0,19}$',
              description: '逗号分隔的商品 dp id（最多 20 个）',
            },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            description: '一页好价与总数',
            type: 'object',
            properties: {
              total: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              items: { type: 'array', items: dealPostSchema },
            },
            required: ['total', 'page', 'pageSize', 'items'],
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request);
      reply.header('cache-control', 'private, no-cache');
      return approvedDealPosts(app.db, {
        page: request.query.page,
        pageSize: PAGE_SIZE,
        dpIds: request.query.dp?.split(','),
        viewerId: viewer?.id ?? null,
      });
    },
  );

  app.get(
    '/api/deal-posts/mine',
    {
      schema: {
        summary: '我的爆料：全部状态（待审核、已通过、未通过及原因），最新在前',
        tags: ['好价'],
        operationId: 'listMyBaoliao',
        response: {
          200: minePostsSchema(dealPostSchema),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { items: await authoredDealPosts(app.db, user.id, MINE_LIMIT) };
    },
  );

  app.put(
    '/api/deal-posts/:id/vote',
    {
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: '投票：值（1）、不值（-1）或撤回（0）；每人一票，可改',
        tags: ['好价'],
        operationId: 'voteDealPost',
        params: dealPostIdParams,
        body: {
          type: 'object',
          properties: { value: integerField({ minimum: -1, maximum: 1, enum: [1, -1, 0] }) },
          required: ['value'],
          additionalProperties: false,
        },
        response: {
          200: {
            ...answerSchema(votesSchema),
            description: 'code 1：data 为当前票数与我的投票',
          },
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const votes = await setVote(app.db, {
        postId: request.params.id,
        userId: user.id,
        value: voteValue(request.body.value),
        now: app.clock(),
      });
      if (!votes) throw new HttpError(404, MSG_NOT_FOUND);
      return ok(votes);
    },
  );

  app.post(
    '/api/deal-posts',
    {
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        summary: '爆料：商品链接与推荐理由（须登录；审核通过后展示，每人每天最多 10 条）',
        tags: ['好价'],
        operationId: 'sendBaoliao',
        body: {
          type: 'object',
          properties: {
            link: { type: 'string', maxLength: 2048 },
            // Longer than allowed on purpose, so the answer is the Chinese message.
            reason: { type: 'string', maxLength: 4 * BAOLIAO_REASON_MAX },
          },
          required: ['link', 'reason'],
        },
        response: {
          200: {
            ...answerSchema({
              type: 'object',
              properties: { id: { type: 'integer' } },
              required: ['id'],
            }),
            description: 'code 1：已提交待审核，data.id 为好价编号',
          },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { link, reason } = request.body;
      const problems = validateBaoliao({ link, reason });
      for (const field of ['link', 'reason'] as const) {
        const problem = problems[field];
        if (problem) return reply.status(400).send(fieldError(field, problem));
      }
      const parsed = await app.productLinks.find(link.trim());
      if ('message' in parsed) return reply.status(400).send(fieldError('link', parsed.message));
      const found = await app.prices.resolve(parsed);
      if (!found?.summary) {
        return reply.status(400).send(fieldError('link', '暂未收录该商品，请稍后再爆料'));
      }
      const now = app.clock();
      if (await overBaoliaoLimit(app.db, user.id, now)) {
        throw new HttpError(429, '今天的爆料次数已用完，请明天再来');
      }
      const id = await addBaoliao(app.db, {
        userId: user.id,
        productId: found.id,
        reason: reason.trim(),
        now,
      });
      if (id === undefined) {
        return reply.status(400).send(fieldError('link', '暂未收录该商品，请稍后再爆料'));
      }
      return ok({ id }, MSG_BAOLIAO_SENT);
    },
  );
};
