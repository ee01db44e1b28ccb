import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { MSG_REJECT_REASON, REJECT_REASON_MAX, isRejectReason } from '@pricetrail/core';
import { decide, moderationQueue } from '../../moderation.js';
import { requireOperator } from '../../operators.js';
import { answerSchema, ok } from '../../../identity/answers.js';
import { checkOrigin } from '../../../identity/requestGuard.js';
import { HttpError } from '../../../http/errors.js';
import { errorResponses } from '../../../http/schemas.js';
import { dealPostSchema } from '../dealPosts/schemas.js';
import { queuedCommentSchema } from '../comments/schemas.js';
import { postSchema, reviewSchema } from '../shaidan/schemas.js';
import { idField } from '../../../http/integerField.js';

const suggestionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    text: { type: 'string' },
    contact: { type: ['string', 'null'] },
    images: {
      description: '截图（按提交顺序；第 n 张从 1 起由 getSuggestionImage 提供）',
      type: 'array',
      items: {
        type: 'object',
        properties: { width: { type: 'integer' }, height: { type: 'integer' } },
        required: ['width', 'height'],
        additionalProperties: false,
      },
    },
    createdAt: { type: 'integer' },
  },
  required: ['id', 'text', 'contact', 'images', 'createdAt'],
  additionalProperties: false,
} as const;

/**
 * Moderation for the accounts in `OPERATOR_UIDS` (issue #15): `GET /api/moderation` lists what
 * awaits them, `POST /api/moderation/:kind/:id` approves or rejects with a reason. Anyone else
 * signed in gets 403.
 */
export const moderationRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/moderation',
    {
      schema: {
        summary: '待审核的晒单、评价、意见反馈与评论（含被举报隐藏的）（仅运营人员）',
        tags: ['审核'],
        operationId: 'getModerationQueue',
        response: {
          200: {
            description: '每类最早的 50 条',
            type: 'object',
            properties: {
              shaidan: { type: 'array', items: postSchema },
              reviews: { type: 'array', items: reviewSchema },
              suggestions: { type: 'array', items: suggestionSchema },
              baoliao: { type: 'array', items: dealPostSchema },
              comments: { type: 'array', items: queuedCommentSchema },
            },
            required: ['shaidan', 'reviews', 'suggestions', 'baoliao', 'comments'],
            additionalProperties: false,
          },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      await requireOperator(request);
      reply.header('cache-control', 'private, no-store');
      return moderationQueue(app.db);
    },
  );

  app.post(
    '/api/moderation/:kind/:id',
    {
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      schema: {
        summary: '审核一条晒单、评价、意见反馈或评论：通过，或驳回并写明原因（仅运营人员）',
        tags: ['审核'],
        operationId: 'moderate',
        params: {
          type: 'object',
          properties: {
            kind: {
              type: 'string',
              enum: ['shaidan', 'review', 'suggestion', 'baoliao', 'comment'],
            },
            id: idField,
          },
          required: ['kind', 'id'],
        },
        body: {
          type: 'object',
          properties: {
            action: { type: 'string', enum: ['approve', 'reject'] },
            // Longer than allowed on purpose, so the answer is the Chinese message, not a schema error.
            reason: { type: 'string', maxLength: 4 * REJECT_REASON_MAX },
          },
          required: ['action'],
        },
        response: {
          200: { ...answerSchema(), description: 'code 1：已处理' },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await requireOperator(request);
      const { kind, id } = request.params;
      const { action, reason = '' } = request.body;
      const approve = action === 'approve';
      if (!approve && !isRejectReason(reason)) throw new HttpError(400, MSG_REJECT_REASON);
      const done = await decide(app.db, {
        kind,
        id,
        approve,
        reason: approve ? null : reason.trim(),
        now: app.clock(),
      });
      if (!done) throw new HttpError(404, '该内容不存在或已处理');
      return ok({}, approve ? '已通过' : '已驳回');
    },
  );
};
