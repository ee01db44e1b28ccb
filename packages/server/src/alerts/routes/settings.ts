import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { checkPushEndpoint } from '../channels/push.js';
import {
  forgetPushEndpoints,
  pushDevicesOf,
  savePushSubscription,
} from '../channels/pushSubscription.js';
import { checkWebhookUrl } from '../channels/webhook.js';
import { newToken, settingsOf, updateSettings } from '../settings.js';
import { DAY_S } from '../../calendar.js';
import { failure, ok } from '../../identity/answers.js';
import { signGuard } from '../../identity/requestGuard.js';
import { HttpError } from '../../http/errors.js';
import { requireUser, stringBody } from '../../identity/requestContext.js';
import { errorResponses } from '../../http/schemas.js';
import { settingsAnswer } from './schemas.js';
import { PRESET_VALUES, settingsAnswerFrom, settingsAnswerOf } from './settingsAnswer.js';
import { plainSettingChanges, SETTINGS_FIELDS, switchField } from './settingsFields.js';

const EMAIL = /^[^\s@<>()"',;]{1,64}@[^\s@<>()"',;]+\.[^\s@<>()"',;]+$/;
/** Verification mails one user may ask for: one a minute. */
const EMAIL_RESEND_S = 60;
const MAX_URL = 2_000;
/** Push subscriptions one user may keep (browsers and devices). */
const MAX_DEVICES = 10;
const MSG_ENDPOINT_TAKEN = '此浏览器的推送已由另一个账号开启，请先在那个账号退出登录或关闭推送';

/** An uncompressed P-256 public key, and a Web Push auth secret (RFC 8291). */
const P256_KEY_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

/** The byte length of a base64url text; -1 when it is not base64url. */
function decodedLength(text: string): number {
  return /^[\w-]{1,200}={0,2}$/.test(text) ? Buffer.from(text, 'base64url').length : -1;
}

/** sha-256 hex of a link token: the database never holds a working link. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const settingsResponses = {
  200: { ...settingsAnswer, description: 'code 1：保存后的设置；-1 原因见 msg' },
  ...errorResponses(400, 401, 403),
};

/** Alert settings: channels, quiet hours, daily cap, push devices and the feed link. */
export const settingsRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/UserAlert/Settings',
    {
      preValidation: signGuard(app, 'UserAlert/Settings'),
      schema: {
        summary: '提醒设置：各通道、免打扰时间、每日上限与个人订阅地址',
        tags: ['提醒'],
        operationId: 'getAlertSettings',
        response: {
          200: { ...settingsAnswer, description: 'code 1：当前设置' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => ok(await settingsAnswerOf(app, (await requireUser(request)).id)),
  );

  app.post(
    '/UserAlert/Settings',
    {
      preValidation: signGuard(app, 'UserAlert/Settings'),
      schema: {
        summary: '修改提醒设置（每项可选；quiet_start / quiet_end 传空字符串即取消免打扰）',
        tags: ['提醒'],
        operationId: 'saveAlertSettings',
        body: stringBody([], SETTINGS_FIELDS),
        response: settingsResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const now = app.clock();
      const body = request.body;
      const current = await settingsOf(app.db, user.id, now);
      const changes = plainSettingChanges(body, PRESET_VALUES);
      const emailOn = switchField(body.email_on, '邮件提醒开关');
      if (emailOn === 1 && !current.email_verified) return failure('请先验证邮箱');
      if (emailOn !== undefined) changes.email_on = emailOn;
      if (body.webhook_url !== undefined) {
        const url = body.webhook_url.trim();
        if (url.length > MAX_URL) throw new HttpError(400, `Webhook 地址最长 ${MAX_URL} 个字符`);
        const problem = url && (await checkWebhookUrl(url, app.alerts.config.allowPrivateWebhooks));
        if (problem) return failure(problem);
        changes.webhook_url = url || null;
        changes.webhook_on = url ? 1 : 0;
      }
      const webhookOn = switchField(body.webhook_on, 'Webhook 开关');
      if (webhookOn !== undefined) {
        const url = changes.webhook_url !== undefined ? changes.webhook_url : current.webhook_url;
        if (webhookOn === 1 && !url) return failure('请先填写 Webhook 地址');
        changes.webhook_on = webhookOn;
      }
      const saved = await updateSettings(app.db, user.id, changes, now);
      return ok(await settingsAnswerFrom(app, saved), '已保存');
    },
  );

  app.post(
    '/UserAlert/Email',
    {
      preValidation: signGuard(app, 'UserAlert/Email'),
      schema: {
        summary: '设置接收提醒的邮箱：发送验证链接（24 小时内有效），验证后开启邮件提醒',
        tags: ['提醒'],
        operationId: 'setAlertEmail',
        body: stringBody(['email']),
        response: settingsResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const mailer = app.alerts.mailer;
      if (!mailer) return failure('服务器未配置邮件发送，暂不能使用邮件提醒');
      const email = request.body.email.trim();
      if (email.length > 254 || !EMAIL.test(email)) throw new HttpError(400, '邮箱格式不正确');
      const now = app.clock();
      const current = await settingsOf(app.db, user.id, now);
      const sentAt = current.email_token_expires && current.email_token_expires - DAY_S;
      if (sentAt && now - sentAt < EMAIL_RESEND_S) {
        return failure('验证邮件发送太频繁，请一分钟后再试');
      }
      const token = newToken();
      await updateSettings(
        app.db,
        user.id,
        {
          email,
          email_verified: 0,
          email_on: 0,
          email_token_hash: tokenHash(token),
          email_token_expires: now + DAY_S,
        },
        now,
      );
      const link = `${app.alerts.origin()}/UserAlert/VerifyEmail?token=${token}`;
      try {
        await mailer.sendVerification(email, link);
      } catch (err) {
        request.log.warn({ err }, 'verification mail failed');
        return failure('验证邮件发送失败，请稍后重试');
      }
      return ok(await settingsAnswerOf(app, user.id), '验证邮件已发送，请查收');
    },
  );

  app.post(
    '/UserAlert/PushSubscribe',
    {
      preValidation: signGuard(app, 'UserAlert/PushSubscribe'),
      schema: {
        summary: '在此浏览器开启推送：保存浏览器的推送订阅',
        tags: ['提醒'],
        operationId: 'subscribePush',
        body: stringBody(['endpoint', 'p256dh', 'auth']),
        response: settingsResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { endpoint, p256dh, auth } = request.body;
      // Browsers' push services are https; plain http only reaches the loopback one tests run.
      const scheme = app.alerts.config.allowPrivateWebhooks ? /^https?:\/\// : /^https:\/\//;
      if (!scheme.test(endpoint) || endpoint.length > 1_000 || !URL.canParse(endpoint)) {
        throw new HttpError(400, '推送地址不正确');
      }
      const problem = await checkPushEndpoint(endpoint, app.alerts.config.allowPrivateWebhooks);
      if (problem) throw new HttpError(400, problem);
      if (decodedLength(p256dh) !== P256_KEY_BYTES || decodedLength(auth) !== AUTH_SECRET_BYTES) {
        throw new HttpError(400, '推送密钥格式不正确');
      }
      const now = app.clock();
      const devices = await pushDevicesOf(app.db, user.id);
      if (devices.length >= MAX_DEVICES && !devices.some((d) => d.endpoint === endpoint)) {
        return failure(`最多在 ${MAX_DEVICES} 个浏览器开启推送，请先在其他浏览器关闭`);
      }
      const saved = await savePushSubscription(app.db, {
        userId: user.id,
        endpoint,
        p256dh,
        auth,
        now,
      });
      if (!saved) return failure(MSG_ENDPOINT_TAKEN);
      await settingsOf(app.db, user.id, now);
      await updateSettings(app.db, user.id, { push_on: 1 }, now);
      return ok(await settingsAnswerOf(app, user.id), '已开启浏览器推送');
    },
  );

  app.post(
    '/UserAlert/PushUnsubscribe',
    {
      preValidation: signGuard(app, 'UserAlert/PushUnsubscribe'),
      schema: {
        summary: '在此浏览器关闭推送',
        tags: ['提醒'],
        operationId: 'unsubscribePush',
        body: stringBody(['endpoint']),
        response: settingsResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await forgetPushEndpoints(app.db, user.id, [request.body.endpoint]);
      return ok(await settingsAnswerOf(app, user.id), '已关闭此浏览器的推送');
    },
  );

  app.post(
    '/UserAlert/ResetFeed',
    {
      preValidation: signGuard(app, 'UserAlert/ResetFeed'),
      schema: {
        summary: '重置个人订阅地址（旧地址立即失效）',
        tags: ['提醒'],
        operationId: 'resetAlertFeed',
        response: settingsResponses,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const now = app.clock();
      await settingsOf(app.db, user.id, now);
      await updateSettings(app.db, user.id, { feed_token: newToken() }, now);
      return ok(await settingsAnswerOf(app, user.id), '订阅地址已重置');
    },
  );
};
