import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { MSG_INVALID_CODE, normalizePhone, validateNewPassword } from '@pricetrail/core';
import { accountDetail, accountDetailSchema } from '../accountDetail.js';
import { answerSchema, failure, ok } from '../answers.js';
import { NICK_COOKIE, cookieBase } from '../cookies.js';
import { modifyProfile, resetForgottenPassword } from '../profile.js';
import { signGuard } from '../requestGuard.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser, stringBody } from '../requestContext.js';

const MODIFY_FIELDS = [
  'nickname',
  'passwd',
  'old_passwd',
  'tag',
  'phone',
  'code',
  'old_code',
  'email',
];

/** `POST /User/Modify` and the forgot-password reset `POST /User/ResetPassword`. */
export const modifyRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/User/Modify',
    {
      preValidation: signGuard(app, 'User/Modify'),
      schema: {
        summary: '修改昵称、密码（当前密码或短信验证码）、手机号（bind / rechange）或邮箱',
        tags: ['账号'],
        operationId: 'modifyAccount',
        body: stringBody([], MODIFY_FIELDS),
        response: {
          200: {
            ...accountDetailSchema,
            description: 'code 1 已修改（data 为用户资料），-1 失败（msg 说明原因）',
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const refusal = await modifyProfile(app.db, user, request.body, app.clock());
      if (refusal) return failure(refusal);
      const detail = await accountDetail(app.db, app.operators, user.id);
      if (detail) reply.setCookie(NICK_COOKIE, detail.nickname, cookieBase(request));
      return ok(detail, '修改成功');
    },
  );

  app.post(
    '/User/ResetPassword',
    {
      preValidation: signGuard(app, 'User/ResetPassword'),
      schema: {
        summary: '忘记密码：凭 forgot 短信验证码设置新密码，并结束该账号的所有会话',
        tags: ['账号'],
        operationId: 'resetPassword',
        body: stringBody(['phone', 'code', 'passwd']),
        response: {
          200: { ...answerSchema(), description: 'code 1 密码已重置，-1 验证码或新密码不合规' },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request) => {
      const { phone: rawPhone, code, passwd } = request.body;
      const rule = validateNewPassword(passwd);
      if (!rule.ok) return failure(rule.message);
      const phone = normalizePhone(rawPhone);
      const refusal = phone
        ? await resetForgottenPassword(app.db, phone, code, passwd, app.clock())
        : MSG_INVALID_CODE;
      if (refusal) return failure(refusal);
      return ok({}, '密码已重置，请重新登录');
    },
  );
};
