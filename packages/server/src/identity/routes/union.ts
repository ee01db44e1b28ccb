import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { safeRedirect } from '@pricetrail/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerSchema, failure, ok } from '../answers.js';
import { OAUTH_BROWSER_COOKIE, browserSecret, readBrowserSecret } from '../browserBinding.js';
import { isSocialUtype, PROVIDERS, type SocialUtype } from '../oauth/config.js';
import { authorizeUrl, fetchIdentity, OAuthProviderError } from '../oauth/providers.js';
import { createState, spendState, STATE_TTL_SECONDS } from '../oauth/states.js';
import { bindUnion, findOrCreateUnionUser } from '../oauth/unions.js';
import { signGuard } from '../requestGuard.js';
import { currentUser, setRefererCookie, signIn } from '../session.js';
import { emptyResponse, errorResponses, errorSchema, htmlResponse } from '../../http/schemas.js';

/** Where provider `utype` sends the browser back (register it with the provider). */
export const CALLBACK_PATH = '/UserUnion/Callback/';

function callbackUrl(app: FastifyInstance, request: FastifyRequest, utype: SocialUtype): string {
  const origin = app.oauth.redirectOrigin ?? `${request.protocol}://${request.host}`;
  return `${origin}${CALLBACK_PATH}${utype}`;
}

// The callback is a page the browser lands on, so failures answer with a small page, not JSON.
function failurePage(reply: FastifyReply, status: number, message: string) {
  const html =
    '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>登录失败</title>' +
    `<body><p>${message}</p><p><a href="/">返回首页</a></p></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** `GET /UserUnion/Authorize` and the providers' callback `GET /UserUnion/Callback/:utype`. */
export const unionRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/UserUnion/Authorize',
    {
      preValidation: signGuard(app, 'UserUnion/Authorize'),
      schema: {
        summary: '第三方登录/绑定（utype 1 QQ 2 微信 3 微博）：返回平台授权地址 data.url',
        tags: ['登录'],
        operationId: 'startSocialSignIn',
        querystring: {
          type: 'object',
          properties: {
            utype: { type: 'string', maxLength: 2 },
            platform: { type: 'string', maxLength: 16 },
            _referer: { type: 'string', maxLength: 1000 },
            isBind: { type: 'string', maxLength: 2 },
          },
          required: ['utype'],
        },
        response: {
          200: {
            ...answerSchema({ type: 'object', properties: { url: { type: 'string' } } }),
            description: 'code 1 平台授权地址 data.url，-1 不支持、未开通或未登录',
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const utype = Number(request.query.utype);
      if (!isSocialUtype(utype)) return failure('不支持的登录方式');
      const config = app.oauth.providers[utype];
      if (!config) return failure(`暂未开通${PROVIDERS[utype].name}登录`);
      let bindUserId: number | undefined;
      if (request.query.isBind === '1') {
        const user = await currentUser(request);
        if (!user) return failure('请先登录');
        bindUserId = user.id;
      }
      const referer = safeRedirect(request.query._referer);
      setRefererCookie(reply, request, referer);
      const secret = browserSecret(request, reply, OAUTH_BROWSER_COOKIE, STATE_TTL_SECONDS);
      const state = await createState(
        app.db,
        { utype, browserSecret: secret, referer, bindUserId },
        app.clock(),
      );
      return ok({ url: authorizeUrl(utype, config, callbackUrl(app, request, utype), state) });
    },
  );

  app.get(
    `${CALLBACK_PATH}:utype`,
    {
      schema: {
        summary: '第三方平台授权回调：校验 state，换取用户标识，登录或绑定后跳回 _referer',
        tags: ['登录'],
        operationId: 'finishSocialSignIn',
        params: {
          type: 'object',
          properties: { utype: { type: 'string', maxLength: 2 } },
          required: ['utype'],
        },
        querystring: {
          type: 'object',
          properties: {
            code: { type: 'string', maxLength: 512 },
            state: { type: 'string', maxLength: 128 },
          },
        },
        response: {
          302: {
            ...emptyResponse('登录或绑定完成（或用户在平台上取消），跳回发起页'),
            headers: { location: { type: 'string' } },
          },
          400: {
            description: '登录请求已失效（页面），或请求参数有误（JSON）',
            content: {
              'text/html': { schema: { type: 'string' } },
              'application/json': { schema: errorSchema },
            },
          },
          404: htmlResponse('不支持或未开通的登录方式（页面）'),
          409: htmlResponse('该第三方账号已绑定其他用户，或当前账号已绑定另一个（页面）'),
          502: htmlResponse('第三方平台拒绝或无法访问（页面）'),
          ...errorResponses(),
        },
      },
    },
    async (request, reply) => {
      const utype = Number(request.params.utype);
      const config = isSocialUtype(utype) ? app.oauth.providers[utype] : undefined;
      if (!isSocialUtype(utype) || !config) return failurePage(reply, 404, '不支持的登录方式');
      const { code, state } = request.query;
      const now = app.clock();
      const secret = readBrowserSecret(request, OAUTH_BROWSER_COOKIE);
      const pending = state ? await spendState(app.db, state, utype, secret, now) : undefined;
      if (!pending) return failurePage(reply, 400, '登录请求已失效，请回到原页面重新登录');
      const target = safeRedirect(pending.referer);
      // No code: the person declined on the provider's page.
      if (!code) return reply.redirect(target);
      const name = PROVIDERS[utype].name;
      let who;
      try {
        who = await fetchIdentity(utype, config, code, callbackUrl(app, request, utype), (reason) =>
          request.log.warn({ utype, reason }, 'oauth profile unavailable, placeholder nickname'),
        );
      } catch (error) {
        if (!(error instanceof OAuthProviderError)) throw error;
        request.log.warn({ utype, reason: error.message }, 'oauth provider refused');
        return failurePage(reply, 502, `${name}登录失败，请稍后再试`);
      }
      const fallbackNick = `${name}用户${who.uid.slice(-4)}`;
      if (pending.bindUserId !== null) {
        const refused = await bindUnion(app.db, pending.bindUserId, utype, who, fallbackNick, now);
        if (refused === 'taken') return failurePage(reply, 409, `该${name}账号已绑定其他用户`);
        if (refused) return failurePage(reply, 409, `当前账号已绑定另一个${name}账号`);
        return reply.redirect(target);
      }
      const userId = await findOrCreateUnionUser(app.db, utype, who, fallbackNick, now);
      await signIn(reply, request, userId, { remember: true });
      return reply.redirect(target);
    },
  );
};
