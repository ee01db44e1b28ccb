import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { MSG_INVALID_ACCOUNT } from '@pricetrail/core';
import { forgetPushEndpoints } from '../../alerts/channels/pushSubscription.js';
import { answerSchema, failure, ok } from '../answers.js';
import { CAPTCHA_PATH, spendPass } from '../captcha.js';
import { signGuard } from '../requestGuard.js';
import { currentUser, signIn, signOut } from '../session.js';
import { errorResponses } from '../../http/schemas.js';
import { stringBody } from '../requestContext.js';

/** `POST /User/Login` and `POST /User/Logout`. */
export const loginRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/User/Login',
    {
      preValidation: signGuard(app, 'User/Login'),
      schema: {
        summary: '账号（手机号或邮箱）密码登录',
        tags: ['登录'],
        operationId: 'signInWithPassword',
        body: stringBody(['account', 'passwd'], ['remember_me']),
        response: {
          200: {
            ...answerSchema({
              type: 'object',
              properties: { link: { type: 'string', description: '安全验证页（尝试过多时）' } },
              additionalProperties: true,
            }),
            description:
              'code 1 登录成功（data 含 uid、expire、time），-1 账号或密码错误（尝试过多时 data.link 为安全验证页）',
          },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.identity.signInWithPassword({
        account: request.body.account,
        passwd: request.body.passwd,
        ip: request.ip,
        spendCaptchaPass: () => spendPass(request, reply),
      });
      if (outcome.status === 'needsCaptcha') {
        return { code: -1, msg: '尝试次数过多，请先完成安全验证', data: { link: CAPTCHA_PATH } };
      }
      if (outcome.status === 'invalid') return failure(MSG_INVALID_ACCOUNT);
      const remember = request.body.remember_me !== '0';
      const session = await signIn(reply, request, outcome.userId, { remember });
      return ok({ uid: outcome.userId, expire: session.expire, time: session.time }, '登录成功');
    },
  );

  app.post(
    '/User/Logout',
    {
      preValidation: signGuard(app, 'User/Logout'),
      schema: {
        summary: '退出登录（结束本会话；push_endpoint 为此浏览器的推送地址时，同时关闭它的推送）',
        tags: ['登录'],
        operationId: 'signOut',
        body: stringBody([], ['push_endpoint']),
        response: {
          200: { ...answerSchema(), description: 'code 1 已退出' },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      // A shared browser moves cleanly: the next account can register the endpoint this one frees.
      const endpoint = request.body?.push_endpoint;
      if (user && endpoint) await forgetPushEndpoints(app.db, user.id, [endpoint]);
      await signOut(reply, request);
      return ok({}, '已退出登录');
    },
  );
};
