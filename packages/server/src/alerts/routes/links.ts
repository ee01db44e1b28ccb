import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { renderFeed } from '../feed.js';
import { renderUnsubscribePage } from '../channels/mailBodies.js';
import { latestAlerts } from '../notices.js';
import { toAlertMessage } from '../render.js';
import { feedOwner, unsubscribeByToken, verifyEmailByToken } from '../settings.js';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { tokenHash } from './settings.js';

/** Entries a personal feed lists. */
const FEED_SIZE = 50;

const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
  required: ['token'],
} as const;

/** Whether a POST came from the confirm page's button (a mail client's one-click POST does not). */
const isConfirmPage = (body: unknown) =>
  typeof body === 'object' && body !== null && 'confirmed' in body;

const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const;

/**
 * The links alerts carry outside the site: e-mail verification and one-click unsubscribe (opened
 * from a mail client, so neither signed nor same-origin) and the personal feed (a secret URL).
 */
export const alertLinkRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/UserAlert/VerifyEmail',
    {
      schema: {
        summary: '邮箱验证链接：验证成功后开启邮件提醒，并回到消息中心',
        tags: ['提醒'],
        operationId: 'verifyAlertEmail',
        querystring: tokenQuery,
        response: {
          302: { description: '回到 /mine/notice?email=verified 或 invalid' },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const isVerified = await verifyEmailByToken(app.db, tokenHash(request.query.token), now);
      const outcome = isVerified ? 'verified' : 'invalid';
      return reply.redirect(`/mine/notice?email=${outcome}`);
    },
  );

  const unsubscribe = (token: string) => unsubscribeByToken(app.db, token, app.clock());

  app.get(
    '/UserAlert/Unsubscribe',
    {
      schema: {
        summary: '邮件里的退订链接：确认页（打开链接本身不退订，邮件扫描器会预先打开链接）',
        tags: ['提醒'],
        operationId: 'unsubscribeAlertEmail',
        querystring: tokenQuery,
        response: {
          200: { description: '带「确认退订」按钮的页面', type: 'string' },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const action = `/UserAlert/Unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderUnsubscribePage(action));
    },
  );

  app.post(
    '/UserAlert/Unsubscribe',
    {
      schema: {
        summary:
          '退订：确认页的按钮（回到消息中心），或一键退订（RFC 8058：邮件客户端以 List-Unsubscribe=One-Click POST）',
        tags: ['提醒'],
        operationId: 'unsubscribeAlertEmailOneClick',
        querystring: tokenQuery,
        response: {
          204: { description: '已退订（一键退订）', type: 'null' },
          303: { description: '已退订，回到 /mine/notice?email=unsubscribed（确认页）' },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      await unsubscribe(request.query.token);
      if (isConfirmPage(request.body)) {
        return reply.redirect('/mine/notice?email=unsubscribed', 303);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/feed/:file',
    {
      schema: {
        summary: '个人提醒订阅（RSS：<密钥>.rss，Atom：<密钥>.atom）',
        tags: ['提醒'],
        operationId: 'alertFeed',
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[\\w-]{10,100}\\.(rss|atom)$' } },
          required: ['file'],
        },
        response: {
          200: { description: 'RSS 2.0 或 Atom 1.0', type: 'string' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const [token = '', extension] = request.params.file.split('.');
      const format = extension === 'atom' ? 'atom' : 'rss';
      const owner = await feedOwner(app.db, token);
      if (owner === undefined) throw new HttpError(404, '订阅地址无效或已重置');
      const rows = await latestAlerts(app.db, owner, FEED_SIZE);
      const origin = app.alerts.origin();
      const messages = rows.map((row) => toAlertMessage(row, origin));
      const self = `${origin}/feed/${request.params.file}`;
      return reply
        .type(`${FEED_TYPES[format]}; charset=utf-8`)
        .header('cache-control', 'private, no-cache')
        .send(renderFeed(format, messages, { self, site: `${origin}/mine/notice` }));
    },
  );
};
