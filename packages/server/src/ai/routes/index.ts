import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG_DAILY_LIMIT, takeDailyAnswer } from '../dailyLimits.js';
import type { AnswerKind } from '../prompt.js';
import { currentUser } from '../../identity/session.js';
import { HttpError } from '../../http/errors.js';
import { fingerprintOf } from '../../identity/requestContext.js';
import { errorResponses } from '../../http/schemas.js';
import { requireDpId } from '../../prices/routes/products/lookup.js';
import { relayEvents } from './eventStream.js';

const MSG_COMPARE_COUNT = '请选择 2–4 件商品进行比较';
const MSG_UNKNOWN = '暂未收录该商品';

const streamResponse = {
  description:
    'text/event-stream：先 meta（model、label、madeAt、cached），再若干 delta（text），最后 done（unknownFigures）或 error（msg）',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;

const errors = errorResponses(400, 404, 429);

const dpDescription = '商品编号 {itemId}-{siteId}';

/** `GET /api/ai/rate?dp=` and `GET /api/ai/compare?dp=&dp=…`: answers streamed as SSE. */
export const aiRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: AnswerKind,
    dpIds: readonly string[],
  ) {
    const { analyst, config } = app.ai;
    const prepared = await analyst.prepare(kind, dpIds.map(requireDpId));
    if (!prepared) throw new HttpError(404, MSG_UNKNOWN);
    if (analyst.needsBudget(prepared)) {
      const user = await currentUser(request);
      const asker = {
        userId: user?.id ?? null,
        visitor: fingerprintOf(request) ?? null,
        ip: request.ip,
      };
      if (!(await takeDailyAnswer(app.db, config, asker, app.clock()))) {
        throw new HttpError(429, MSG_DAILY_LIMIT);
      }
    }
    const controller = new AbortController();
    await relayEvents(reply, analyst.answer(prepared, controller.signal), controller);
  }

  app.get(
    '/ai/rate',
    {
      schema: {
        summary: 'AI 点评一件商品值不值得买（流式）',
        tags: ['AI'],
        operationId: 'streamAiRating',
        querystring: {
          type: 'object',
          properties: { dp: { type: 'string', maxLength: 64, description: dpDescription } },
          required: ['dp'],
        },
        response: { 200: streamResponse, ...errors },
      },
    },
    (request, reply) => answer(request, reply, 'rate', [request.query.dp]),
  );

  app.get(
    '/ai/compare',
    {
      schema: {
        summary: 'AI 比较 2–4 件商品并给出推荐（流式）',
        tags: ['AI'],
        operationId: 'streamAiComparison',
        querystring: {
          type: 'object',
          properties: {
            dp: {
              type: 'array',
              items: { type: 'string', maxLength: 64 },
              maxItems: 8,
              description: `${dpDescription}，重复 2–4 次`,
            },
          },
          required: ['dp'],
        },
        response: { 200: streamResponse, ...errors },
      },
    },
    (request, reply) => {
      const dpIds = [...new Set(request.query.dp)];
      if (dpIds.length < 2 || dpIds.length > 4) throw new HttpError(400, MSG_COMPARE_COUNT);
      return answer(request, reply, 'compare', dpIds);
    },
  );
};
