import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { REVIEW_TEXT_MAX, reviewProblem } from '@pricetrail/core';
import { approvedPosts } from '../../posts.js';
import { addReview, productReviews } from '../../reviews.js';
import { answerSchema, ok } from '../../../identity/answers.js';
import { checkOrigin } from '../../../identity/requestGuard.js';
import { currentUser } from '../../../identity/session.js';
import { HttpError } from '../../../http/errors.js';
import { requireUser } from '../../../identity/requestContext.js';
import { found, requireDpId } from '../../../prices/routes/products/lookup.js';
import { dpIdParamsSchema, errorResponses } from '../../../http/schemas.js';
import { postSchema, reviewSchema } from '../shaidan/schemas.js';
import { integerField } from '../../../http/integerField.js';

/** What the author sees once the review is stored. */
export const MSG_REVIEW_SENT = '评价已提交，审核通过后展示';

const LIST_LIMIT = 30;

/** `GET /api/products/:dpId/reviews` (approved 晒单 and reviews, the average) and `POST` a review. */
export const reviewRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/products/:dpId/reviews',
    {
      schema: {
        summary: '商品的晒单与评价（审核通过的），含平均评分',
        tags: ['晒单'],
        operationId: 'getProductReviews',
        params: dpIdParamsSchema,
        response: {
          200: {
            description:
              '最近 30 条晒单与评价；average 为全部已通过评价的平均分（无评价时为 null）',
            type: 'object',
            properties: {
              dpId: { type: 'string' },
              count: { type: 'integer' },
              average: { type: ['number', 'null'] },
              reviews: { type: 'array', items: reviewSchema },
              posts: { type: 'array', items: postSchema },
            },
            required: ['dpId', 'count', 'average', 'reviews', 'posts'],
            additionalProperties: false,
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const dpId = requireDpId(request.params.dpId);
      found(await app.prices.product(dpId));
      const viewer = await currentUser(request);
      const [summary, posts] = await Promise.all([
        productReviews(app.db, dpId, LIST_LIMIT),
        approvedPosts(app.db, {
          page: 1,
          pageSize: LIST_LIMIT,
          dpId,
          viewerId: viewer?.id ?? null,
        }),
      ]);
      reply.header('cache-control', 'private, no-cache');
      return {
        dpId,
        count: summary.count,
        average: summary.average,
        reviews: summary.items,
        posts: posts.items,
      };
    },
  );

  app.post(
    '/api/products/:dpId/reviews',
    {
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        summary: `写短评（登录后；rating 1–5 星，text 不超过 ${REVIEW_TEXT_MAX} 字；审核通过后展示）`,
        tags: ['晒单'],
        operationId: 'sendProductReview',
        params: dpIdParamsSchema,
        body: {
          type: 'object',
          properties: {
            // Wider than 1–5 on purpose, so the answer is the Chinese message, not a schema error.
            rating: integerField({ minimum: -99, maximum: 99 }),
            // Longer than allowed on purpose, so the answer is the Chinese message, not a schema error.
            text: { type: 'string', maxLength: 4 * REVIEW_TEXT_MAX },
          },
          required: ['rating', 'text'],
        },
        response: {
          200: {
            ...answerSchema({
              type: 'object',
              properties: { id: { type: 'integer' } },
              required: ['id'],
            }),
            description: 'code 1：已提交待审核',
          },
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const dpId = requireDpId(request.params.dpId);
      found(await app.prices.product(dpId));
      const { rating, text } = request.body;
      const problem = reviewProblem(rating, text);
      if (problem) throw new HttpError(400, problem);
      const id = await addReview(app.db, {
        userId: user.id,
        dpId,
        rating,
        text: text.trim(),
        now: app.clock(),
      });
      return ok({ id }, MSG_REVIEW_SENT);
    },
  );
};
