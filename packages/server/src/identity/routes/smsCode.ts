import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  MSG_INVALID_CODE,
  MSG_INVALID_PHONE,
  SMS_RESEND_SECONDS,
  isSmsRequestTag,
  normalizePhone,
  toSmsTag,
  type SmsTag,
} from '@pricetrail/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.js';
import { answerSchema, failure, ok } from '../answers.js';
import { needsCaptcha, smsResendKey, takeSmsBudget } from '../budget.js';
import { CAPTCHA_PATH, spendPass } from '../captcha.js';
import { pruneLimits, take } from '../limits.js';
import { signGuard } from '../requestGuard.js';
import { currentUser, signIn } from '../session.js';
import { dropCode, issueCode, verifyCodeById } from '../sms/codes.js';
import { findOrCreatePhoneUser, isTaken } from '../users.js';
import { errorResponses } from '../../http/schemas.js';
import { fingerprintOf, stringBody } from '../requestContext.js';

/** Prefix of the one-time phone-login callback (`data.capi` + the code's id). */
export const CAPI_PREFIX = '/UserHelper/SmsLogin/';

const smsAnswer = answerSchema({
  type: 'object',
  properties: { capi: { type: 'string' }, link: { type: 'string' } },
});

// Why a tag may not be sent to this phone by this requester; null when it may. Only the
// requester's own account decides here: whether another account holds the phone must not show.
async function tagRefusal(
  request: FastifyRequest,
  phone: string,
  tag: SmsTag,
): Promise<string | null> {
  if (tag === 'login' || tag === 'forgot') return null;
  const user = await currentUser(request);
  if (!user) return '请先登录';
  if (tag === 'change') return user.phone === phone ? null : '请输入当前绑定的手机号';
  if (tag === 'bind' && user.phone) return '账号已绑定手机号';
  return null;
}

// Whether the code really goes out. The answer is the same either way, so nobody learns which
// phones have accounts: a reset reaches only a registered phone, a bind only a free one (and
// /User/Modify then refuses a taken phone as a wrong code).
async function shouldDeliver(db: Db, phone: string, tag: SmsTag): Promise<boolean> {
  if (tag === 'forgot') return isTaken(db, 'phone', phone);
  if (tag === 'bind' || tag === 'rechange') return !(await isTaken(db, 'phone', phone));
  return true;
}

/** `POST /UserHelper/SmsCode` and its capi callback `POST /UserHelper/SmsLogin/:id`. */
export const smsCodeRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/UserHelper/SmsCode',
    {
      preValidation: signGuard(app, 'UserHelper/SmsCode'),
      schema: {
        summary:
          '发送短信验证码（tag: login / bind / change / rechange / forgot；register 按 login）',
        tags: ['登录'],
        operationId: 'sendSmsCode',
        body: stringBody(['phone'], ['tag']),
        response: {
          200: {
            ...smsAnswer,
            description:
              'code 1 已发送（data.capi 为登录回调路径），0 需先完成安全验证（data.link），-1 失败',
          },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      const { db, clock } = app;
      const now = clock();
      const phone = normalizePhone(request.body.phone);
      if (!phone) return failure(MSG_INVALID_PHONE);
      const requested = request.body.tag || 'login';
      if (!isSmsRequestTag(requested)) return failure('不支持的验证码类型');
      const tag = toSmsTag(requested);
      const refusal = await tagRefusal(request, phone, tag);
      if (refusal) return failure(refusal);
      const who = { phone, ip: request.ip, fp: fingerprintOf(request) };
      if ((await needsCaptcha(db, who, now)) && !(await spendPass(request, reply))) {
        return { code: 0, msg: '请先完成安全验证', data: { link: CAPTCHA_PATH } };
      }
      if (!(await take(db, smsResendKey(phone), 1, SMS_RESEND_SECONDS, now))) {
        return failure(`发送过于频繁，请 ${SMS_RESEND_SECONDS} 秒后再试`);
      }
      const overBudget = await takeSmsBudget(db, who, now);
      if (overBudget) return failure(overBudget);
      if (Math.random() < 0.01) await pruneLimits(db, now);
      const { id, code } = await issueCode(db, phone, tag, now);
      if (await shouldDeliver(db, phone, tag)) {
        try {
          await app.identity.sender.send(phone, code);
        } catch (error) {
          request.log.error({ err: error }, 'SMS delivery failed');
          await dropCode(db, id);
          return failure('短信发送失败，请稍后再试');
        }
      }
      return ok({ capi: `${CAPI_PREFIX}${id}` }, '验证码已发送');
    },
  );

  app.post(
    `${CAPI_PREFIX}:id`,
    {
      schema: {
        summary: '手机号登录回调（capi，不签名）：验证码正确即登录，首次使用即注册',
        tags: ['登录'],
        operationId: 'signInWithSmsCode',
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 64 } },
          required: ['id'],
        },
        body: stringBody(['code']),
        response: {
          200: {
            ...answerSchema(),
            description: 'code 1 登录成功（data 含 uid、expire、time），-1 验证码错误或已过期',
          },
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const phone = await verifyCodeById(
        app.db,
        request.params.id,
        'login',
        request.body.code,
        now,
      );
      if (!phone) return failure(MSG_INVALID_CODE);
      const userId = await findOrCreatePhoneUser(app.db, phone, now);
      const session = await signIn(reply, request, userId);
      return ok({ uid: userId, expire: session.expire, time: session.time }, '登录成功');
    },
  );
};
