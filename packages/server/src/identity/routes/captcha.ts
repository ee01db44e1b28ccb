import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CAPTCHA_COOKIE,
  CAPTCHA_PATH,
  CAPTCHA_TTL_SECONDS,
  answerChallenge,
  createChallenge,
  grantPass,
} from '../captcha.js';
import { cookieBase } from '../cookies.js';
import { TURNSTILE_FIELD, verifyTurnstile } from '../turnstile.js';
import type { TurnstileConfig } from '../../security/config.js';
import { errorResponses, errorSchema, htmlResponse } from '../../http/schemas.js';

const ARITHMETIC_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'";

// The widget's script and its challenge frame come from the provider's origin, nothing else.
function turnstileCsp(config: TurnstileConfig): string {
  const provider = new URL(config.scriptUrl).origin;
  return `default-src 'none'; script-src 'unsafe-inline' ${provider}; frame-src ${provider}; connect-src ${provider}; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'`;
}

function page(reply: FastifyReply, body: string, csp = ARITHMETIC_CSP): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .send(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>安全验证</title>
<style>body{font:14px sans-serif;margin:16px}input{width:6em}</style><body>${body}</body></html>`);
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

async function passed(request: FastifyRequest, reply: FastifyReply, id: string) {
  reply.setCookie(CAPTCHA_COOKIE, id, {
    ...cookieBase(request),
    httpOnly: true,
    maxAge: CAPTCHA_TTL_SECONDS,
  });
  return page(
    reply,
    `<p>验证通过，请返回重新发送。</p><script>parent.postMessage('success', location.origin)</script>`,
  );
}

/**
 * The human check behind `data.link`: an arithmetic question by default, or Cloudflare Turnstile
 * (`CAPTCHA_PROVIDER=turnstile`). Either only adds friction; the SMS and login budgets are the limit.
 */
export const captchaRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { captcha } = app.security;

  app.get(
    CAPTCHA_PATH,
    {
      schema: {
        summary: '安全验证页（算术题或 Turnstile）',
        tags: ['登录'],
        operationId: 'getCaptchaPage',
        response: { 200: htmlResponse('安全验证页'), ...errorResponses() },
      },
    },
    async (_request, reply) => {
      if (captcha.provider === 'turnstile') {
        return page(
          reply,
          `<p>请求较频繁，请完成下面的人机验证后继续。</p>
<script src="${escapeAttribute(captcha.scriptUrl)}" async defer></script>
<form method="post"><div class="cf-turnstile" data-sitekey="${escapeAttribute(captcha.siteKey)}"></div>
<button>验证</button></form>`,
          turnstileCsp(captcha),
        );
      }
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
    {
      schema: {
        summary: '提交安全验证（算术题答案或 Turnstile 令牌）',
        tags: ['登录'],
        operationId: 'submitCaptcha',
        body: {
          type: 'object',
          properties: {
            id: { type: 'string', maxLength: 128 },
            answer: { type: 'string', maxLength: 128 },
            [TURNSTILE_FIELD]: { type: 'string', maxLength: 2048 },
          },
        },
        response: {
          200: htmlResponse('验证通过：页面通知上层窗口，并发放一次性通行 Cookie'),
          400: {
            description: '答案不对或令牌无效（页面），或请求参数有误（JSON）',
            content: {
              'text/html': { schema: { type: 'string' } },
              'application/json': { schema: errorSchema },
            },
          },
          ...errorResponses(403),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      if (captcha.provider === 'turnstile') {
        const token = request.body[TURNSTILE_FIELD] ?? '';
        if (!(await verifyTurnstile(captcha, token, request.ip))) {
          return page(reply.status(400), `<p>验证未通过，<a href="${CAPTCHA_PATH}">重试</a>。</p>`);
        }
        return passed(request, reply, await grantPass(app.db, now));
      }
      const { id = '', answer = '' } = request.body;
      if (!id || !(await answerChallenge(app.db, id, answer, now))) {
        return page(reply.status(400), `<p>答案不对，<a href="${CAPTCHA_PATH}">换一题</a>。</p>`);
      }
      return passed(request, reply, id);
    },
  );
};
