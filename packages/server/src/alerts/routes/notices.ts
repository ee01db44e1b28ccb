import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { markRead, noticePage, unreadCount } from '../notices.js';
import { ok } from '../../identity/answers.js';
import { signGuard } from '../../identity/requestGuard.js';
import { requireUser, stringBody } from '../../identity/requestContext.js';
import { idField } from '../../personal/routes/fields.js';
import { pageQuery } from '../../personal/routes/schemas.js';
import { errorResponses } from '../../http/schemas.js';
import { noticeListAnswer, unreadAnswer } from './schemas.js';
import { pagingOf, specPage } from '../../http/specPage.js';

/** The in-site notice centre: `/UserNotice/List`, `Unread` and `Read`. */
export const noticeRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/UserNotice/List',
    {
      preValidation: signGuard(app, 'UserNotice/List'),
      schema: {
        summary: '消息中心：我的提醒（最新在前）与未读数',
        tags: ['提醒'],
        operationId: 'listNotices',
        querystring: { type: 'object', properties: pageQuery(20) },
        response: {
          200: { ...noticeListAnswer, description: 'code 1：一页提醒' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const page = await noticePage(app.db, user.id, pagingOf(request.query), app.alerts.origin());
      return ok(specPage(page));
    },
  );

  app.get(
    '/UserNotice/Unread',
    {
      preValidation: signGuard(app, 'UserNotice/Unread'),
      schema: {
        summary: '未读提醒数（页头铃铛）',
        tags: ['提醒'],
        operationId: 'countUnreadNotices',
        response: {
          200: { ...unreadAnswer, description: 'code 1：未读数' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ unread: await unreadCount(app.db, user.id) });
    },
  );

  app.post(
    '/UserNotice/Read',
    {
      preValidation: signGuard(app, 'UserNotice/Read'),
      schema: {
        summary: '标为已读：一条（id），不传 id 则全部',
        tags: ['提醒'],
        operationId: 'markNoticesRead',
        body: stringBody([], ['id']),
        response: {
          200: { ...unreadAnswer, description: 'code 1：剩余未读数' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const id = request.body.id ? idField(request.body.id) : undefined;
      const unread = await markRead(app.db, user.id, id, app.clock());
      return ok({ unread }, '已标为已读');
    },
  );
};
