import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import {
  CAPTCHA_COOKIE,
  CAPTCHA_PATH,
  CAPTCHA_TTL_SECONDS,
  answerChallenge,
  createChallenge,
} from '../../identity/captcha.js';
import { cookieBase } from '../../identity/cookies.js';
import { stringBody } from './context.js';

function page(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
    ).send(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>安全验证</title>
<style>body{font:14px sans-serif;margin:16px}input{width:6em}</style><body>${body}</body></html>`);
}

/** The human check behind `data.link`: an arithmetic question, honest about what it stops. */
export const captchaRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    CAPTCHA_PATH,
    { schema: { summary: '安全验证页（算术题）', hide: true } },
    async (_request, reply) => {
      const { id, question } = await createChallenge(app.db, app.clock());
      return page(
        reply,
        `<p>请求较频繁，请回答下面的算术题后继续。</p>
<p><small>这只是一道简单的人机验证：它能挡住不会读题的批量脚本，挡不住认真的攻击者；
短信与登录另有按手机号、IP 和设备的次数上限。</small></p>
<form method="post"><input type="hidden" name="id" value="${id}">
<label>${question} <input name="answer" inputmode="numeric" autocomplete="off" required autofocus></label>
<button>验证</button></form>`,
      );
    },
  );

  app.post(
    CAPTCHA_PATH,
    { schema: { summary: '提交安全验证答案', hide: true, body: stringBody(['id', 'answer']) } },
    async (request, reply) => {
      const passed = await answerChallenge(
        app.db,
        request.body.id,
        request.body.answer,
        app.clock(),
      );
      if (!passed) {
        return page(reply.status(400), `<p>答案不对，<a href="${CAPTCHA_PATH}">换一题</a>。</p>`);
      }
      reply.setCookie(CAPTCHA_COOKIE, request.body.id, {
        ...cookieBase(request),
        httpOnly: true,
        maxAge: CAPTCHA_TTL_SECONDS,
      });
      return page(
        reply,
        `<p>验证通过，请返回重新发送。</p><script>parent.postMessage('success', location.origin)</script>`,
      );
    },
  );
};
