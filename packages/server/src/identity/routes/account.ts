import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { accountDetail, accountDetailSchema } from '../accountDetail.js';
import { answerSchema, failure, ok } from '../answers.js';
import { signGuard } from '../requestGuard.js';
import { clearSessionCookies } from '../session.js';
import { disposeUser } from '../users.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser, stringBody } from '../requestContext.js';

/** `GET /User/Detail` and `POST /User/Dispose`. */
export const accountRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/User/Detail',
    {
      preValidation: signGuard(app, 'User/Detail'),
      schema: {
        summary:
          '当前用户：uid、昵称、绑定（utype 1 QQ 2 微信 3 微博 4 手机 5 邮箱）、是否已设密码、是否为运营人员',
        tags: ['账号'],
        operationId: 'getUserDetail',
        response: {
          200: { ...accountDetailSchema, description: 'code 1 当前用户资料，-1 用户不存在' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const detail = await accountDetail(app.db, app.operators, user.id);
      return detail ? ok(detail) : failure('用户不存在');
    },
  );

  app.post(
    '/User/Dispose',
    {
      preValidation: signGuard(app, 'User/Dispose'),
      schema: {
        summary: '注销账号（ensure=1）：删除账号及其全部数据，结束所有会话',
        tags: ['账号'],
        operationId: 'disposeAccount',
        body: stringBody(['ensure']),
        response: {
          200: { ...answerSchema(), description: 'code 1 已注销，-1 未确认' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (request.body.ensure !== '1') return failure('请确认注销账号');
      await disposeUser(app.db, user.id);
      clearSessionCookies(reply, request);
      return ok({}, '账号已注销');
    },
  );
};
