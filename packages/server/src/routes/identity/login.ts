import { MSG_INVALID_ACCOUNT, normalizePhone, validateAccountLogin } from '@pricetrail/core';
import type { FastifyInstance } from 'fastify';
import { answerSchema, failure, ok } from '../../identity/answers.js';
import { CAPTCHA_PATH, spendPass } from '../../identity/captcha.js';
import { clearLimit, peek, take } from '../../identity/limits.js';
import { verifyPassword } from '../../identity/passwords.js';
import { signGuard } from '../../identity/requestGuard.js';
import { signIn, signOut } from '../../identity/session.js';
import { findByAccount } from '../../identity/users.js';
import { stringBody } from './context.js';

/** Failures per account in an hour after which each attempt waits longer. */
export const SLOW_AFTER = 3;
/** Failures per account (or 4× per IP) in an hour after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 5;
const IP_FACTOR = 4;
const MAX_DELAY_MS = 4_000;
const HOUR = 3_600;
// Failure counters only count; the limit is never reached (and fits an int4 column).
const COUNT_ONLY = 1_000_000_000;

/** Slow-down before an attempt: 0 until SLOW_AFTER failures, then 250 ms doubling, capped. */
export function loginDelayMs(failures: number): number {
  return failures < SLOW_AFTER ? 0 : Math.min(250 * 2 ** (failures - SLOW_AFTER), MAX_DELAY_MS);
}

/** `POST /User/Login` and `POST /User/Logout`. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { account: string; passwd: string; remember_me?: string } }>(
    '/User/Login',
    {
      preValidation: signGuard(app, 'User/Login'),
      schema: {
        summary: '账号（手机号或邮箱）密码登录',
        body: stringBody(['account', 'passwd'], ['remember_me']),
        response: { 200: answerSchema() },
      },
    },
    async (request, reply) => {
      const { db } = app;
      const now = app.clock();
      const { account, passwd } = request.body;
      if (!validateAccountLogin({ account, passwd }).ok) return failure(MSG_INVALID_ACCOUNT);
      const subject = normalizePhone(account) ?? account.trim().toLowerCase();
      const accountKey = `login:acct:${subject}:h`;
      const ipKey = `login:ip:${request.ip}:h`;
      const failures = await peek(db, accountKey, now);
      const ipFailures = await peek(db, ipKey, now);
      const needsCaptcha =
        failures >= CAPTCHA_AFTER_FAILURES || ipFailures >= CAPTCHA_AFTER_FAILURES * IP_FACTOR;
      if (needsCaptcha && !(await spendPass(request, reply))) {
        return { code: -1, msg: '尝试次数过多，请先完成安全验证', data: { link: CAPTCHA_PATH } };
      }
      const delay = loginDelayMs(Math.max(failures, Math.floor(ipFailures / IP_FACTOR)));
      if (delay > 0) await app.identity.sleep(delay);
      const user = await findByAccount(db, account);
      if (!(await verifyPassword(user?.password_hash ?? null, passwd.trim())) || !user) {
        await take(db, accountKey, COUNT_ONLY, HOUR, now);
        await take(db, ipKey, COUNT_ONLY, HOUR, now);
        return failure(MSG_INVALID_ACCOUNT);
      }
      await clearLimit(db, accountKey);
      const remember = request.body.remember_me !== '0';
      const session = await signIn(reply, request, user.id, { remember });
      return ok({ uid: user.id, expire: session.expire, time: session.time }, '登录成功');
    },
  );

  app.post(
    '/User/Logout',
    {
      preValidation: signGuard(app, 'User/Logout'),
      schema: { summary: '退出登录（结束本会话）', response: { 200: answerSchema() } },
    },
    async (request, reply) => {
      await signOut(reply, request);
      return ok({}, '已退出登录');
    },
  );
}
