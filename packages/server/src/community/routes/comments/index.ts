import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  COMMENT_PER_DAY,
  COMMENT_PER_MINUTE,
  COMMENT_TEXT_MAX,
  COMMENT_TEXT_MIN,
  MSG_COMMENT_OWN_REPORT,
  MSG_COMMENT_RATING,
  MSG_COMMENT_TOO_FAST,
  commentProblem,
  isCommentRating,
} from '@pricetrail/core';
import { reportComment } from '../../commentModeration.js';
import { commentSubjectKind, type CommentSubjectKind } from '../../commentSubjects.js';
import { addComment, commentsTooFast, subjectComments, subjectRating } from '../../comments.js';
import { answerSchema, ok } from '../../../identity/answers.js';
import { checkOrigin } from '../../../identity/requestGuard.js';
import { currentUser } from '../../../identity/session.js';
import { HttpError } from '../../../http/errors.js';
import { requireUser } from '../../../identity/requestContext.js';
import { errorResponses, pageParam } from '../../../http/schemas.js';
import { commentIdParams, commentPageSchema, subjectParams } from './schemas.js';
import { integerField } from '../../../http/integerField.js';

/** What the author of a new account's comment sees. */
export const MSG_COMMENT_PENDING = '评论已提交，审核通过后展示';
/** What the author of a comment shown at once sees. */
export const MSG_COMMENT_SENT = '评论已发布';
/** What a reporter sees. */
export const MSG_COMMENT_REPORTED = '已举报，感谢你的反馈';

const PAGE_SIZE = 20;
const MISSING_SUBJECT = '评论对象不存在';

/**
 * Comments on any registered subject (issue #15; the kinds live in `community/commentSubjects`):
 * `GET /api/comments/:kind/:subjectId` (a page, newest first), `POST` one (signed-in; a new
 * account's waits for an operator) and `POST /api/comments/:id/report`.
 */
export const commentRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  async function requireSubject(kind: string, subjectId: string): Promise<CommentSubjectKind> {
    const subjectKind = commentSubjectKind(kind);
    if (!subjectKind || !(await subjectKind.exists(app.db, subjectId))) {
      throw new HttpError(404, MISSING_SUBJECT);
    }
    return subjectKind;
  }

  app.get(
    '/api/comments/:kind/:subjectId',
    {
      schema: {
        summary: '评论列表（最新在前，每页 20 条）；作者可见自己待审核与未通过的评论及原因',
        tags: ['评论'],
        operationId: 'listComments',
        params: subjectParams,
        querystring: {
          type: 'object',
          properties: { page: pageParam },
        },
        response: {
          200: { ...commentPageSchema, description: '一页评论与总数；评分主体附评分汇总' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { kind, subjectId } = request.params;
      const subjectKind = await requireSubject(kind, subjectId);
      const user = await currentUser(request);
      const viewer = user && { id: user.id, isOperator: app.operators.has(user.id) };
      const subject = { kind, id: subjectId };
      const [page, rating] = await Promise.all([
        subjectComments(app.db, { subject, viewer, page: request.query.page, pageSize: PAGE_SIZE }),
        subjectKind.rated ? subjectRating(app.db, subject) : null,
      ]);
      reply.header('cache-control', 'private, no-cache');
      return { ...page, rating };
    },
  );

  app.post(
    '/api/comments/:kind/:subjectId',
    {
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      schema: {
        summary: `发表评论（登录后；${COMMENT_TEXT_MIN}–${COMMENT_TEXT_MAX} 字纯文本，评分主体可附 1–5 星；每分钟 ${COMMENT_PER_MINUTE} 条、每天 ${COMMENT_PER_DAY} 条；新账号审核通过后展示）`,
        tags: ['评论'],
        operationId: 'sendComment',
        params: subjectParams,
        body: {
          type: 'object',
          properties: {
            // Longer than allowed on purpose, so the answer is the Chinese message, not a schema error.
            text: { type: 'string', maxLength: 4 * COMMENT_TEXT_MAX },
            // Wider than 1–5 on purpose, so the answer is the Chinese message, not a schema error.
            // null first: the integer branch would coerce a null to 0 before the null branch saw it.
            rating: { anyOf: [{ type: 'null' }, integerField({ minimum: -99, maximum: 99 })] },
          },
          required: ['text'],
        },
        response: {
          200: {
            ...answerSchema({
              type: 'object',
              properties: {
                id: { type: 'integer' },
                status: { type: 'string', enum: ['pending', 'approved'] },
              },
              required: ['id', 'status'],
            }),
            description: 'code 1：data.status 为 pending（待审核）或 approved（已发布）',
          },
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { kind, subjectId } = request.params;
      const subjectKind = await requireSubject(kind, subjectId);
      const { text, rating = null } = request.body;
      const problem = commentProblem(text);
      if (problem) throw new HttpError(400, problem);
      if (rating !== null && (!subjectKind.rated || !isCommentRating(rating))) {
        throw new HttpError(400, MSG_COMMENT_RATING);
      }
      const now = app.clock();
      if (await commentsTooFast(app.db, user.id, now))
        throw new HttpError(429, MSG_COMMENT_TOO_FAST);
      const stored = await addComment(app.db, {
        subject: { kind, id: subjectId },
        userId: user.id,
        rating,
        text: text.trim(),
        now,
      });
      return ok(stored, stored.status === 'pending' ? MSG_COMMENT_PENDING : MSG_COMMENT_SENT);
    },
  );

  app.post(
    '/api/comments/:id/report',
    {
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: '举报评论（登录后，每人每条一次；不能举报自己的；3 人举报后隐藏待审核）',
        tags: ['评论'],
        operationId: 'reportComment',
        params: commentIdParams,
        response: {
          200: { ...answerSchema(), description: 'code 1：已举报' },
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const outcome = await reportComment(app.db, {
        commentId: request.params.id,
        userId: user.id,
        now: app.clock(),
      });
      if (outcome === 'missing') throw new HttpError(404, '评论不存在');
      if (outcome === 'own') throw new HttpError(400, MSG_COMMENT_OWN_REPORT);
      return ok({}, MSG_COMMENT_REPORTED);
    },
  );
};
