import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../identity/answers.js';
import { signGuard } from '../../identity/requestGuard.js';
import { checkIn, creditBalance, creditPage } from '../credits.js';
import { requireUser } from '../../identity/requestContext.js';
import { errorResponses } from '../../http/schemas.js';
import { checkInAnswer, creditAnswer, pageQuery } from './schemas.js';
import { pagingOf, specPage } from '../../http/specPage.js';

/** Credits (积分): `POST /UserExtend/CheckIn` and `GET /UserExtend/Credit`. */
export const creditRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/UserExtend/CheckIn',
    {
      preValidation: signGuard(app, 'UserExtend/CheckIn'),
      schema: {
        summary: '每日签到（按北京时间每天一次，重复签到不再加分）',
        tags: ['积分'],
        operationId: 'checkIn',
        response: {
          200: { ...checkInAnswer, description: 'code 1：签到成功或今日已签到（awarded 为 0）' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const awarded = await checkIn(app.db, user.id, app.clock());
      const balance = await creditBalance(app.db, user.id);
      const msg = awarded > 0 ? `签到成功，积分 +${awarded}` : '今日已签到';
      return ok({ awarded, balance, checked_in_today: true }, msg);
    },
  );

  app.get(
    '/UserExtend/Credit',
    {
      preValidation: signGuard(app, 'UserExtend/Credit'),
      schema: {
        summary: '积分：余额、今日是否已签到、积分规则与明细（最新在前）',
        tags: ['积分'],
        operationId: 'getCredits',
        querystring: { type: 'object', properties: pageQuery(20) },
        response: {
          200: { ...creditAnswer, description: 'code 1：余额、规则与一页明细' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(specPage(await creditPage(app.db, user.id, pagingOf(request.query), app.clock())));
    },
  );
};
