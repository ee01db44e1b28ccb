import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { pushDevicesOf, pushToSubscription } from '../channels/pushSubscription.js';
import { recordTestNotice } from '../notices.js';
import type { AlertMessage } from '../message.js';
import { channelTestMessage } from '../render.js';
import { settingsOf, unsubscribeUrl } from '../settings.js';
import { failure, ok } from '../../identity/answers.js';
import { signGuard } from '../../identity/requestGuard.js';
import { requireUser } from '../../identity/requestContext.js';
import { errorResponses } from '../../http/schemas.js';
import { testAnswer } from './schemas.js';

const CHANNELS = ['site', 'email', 'webhook', 'push'] as const;

/** Why a channel could not send, as the page shows it. */
function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '发送失败';
}

/** `POST /UserAlert/Test`: sends a real test message through one channel, right now. */
export const testRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  /** Sends the test; undefined when it went, else why not. */
  async function send(userId: number, channel: (typeof CHANNELS)[number], now: number) {
    const settings = await settingsOf(app.db, userId, now);
    const message: AlertMessage = channelTestMessage(now, app.alerts.origin());
    const { channels } = app.alerts;
    switch (channel) {
      case 'site':
        await recordTestNotice(app.db, userId, now);
        return undefined;
      case 'email': {
        if (!channels.email) return '服务器未配置邮件发送';
        if (!settings.email || !settings.email_verified) return '请先验证邮箱';
        await channels.email(
          settings.email,
          message,
          unsubscribeUrl(app.alerts.origin(), settings),
        );
        return undefined;
      }
      case 'webhook': {
        const { webhook_url: url, webhook_preset: preset, webhook_secret: secret } = settings;
        if (!url) return '请先填写 Webhook 地址';
        await channels.webhook({ url, preset, secret }, message);
        return undefined;
      }
      case 'push': {
        const devices = await pushDevicesOf(app.db, userId);
        if (devices.length === 0) return '还没有开启浏览器推送的设备';
        let delivered = 0;
        for (const device of devices) {
          if ((await pushToSubscription(app.db, channels.push, device, message)) === 'sent') {
            delivered++;
          }
        }
        return delivered > 0 ? undefined : '推送订阅已失效，请重新开启';
      }
    }
  }

  app.post(
    '/UserAlert/Test',
    {
      preValidation: signGuard(app, 'UserAlert/Test'),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: '发送测试：立即经所选通道（站内 / 邮件 / Webhook / 浏览器推送）发一条测试消息',
        tags: ['提醒'],
        operationId: 'sendAlertTest',
        body: {
          type: 'object',
          properties: { channel: { type: 'string', enum: CHANNELS } },
          required: ['channel'],
        },
        response: {
          200: { ...testAnswer, description: 'code 1 已发送；-1 发送失败，原因见 msg' },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { channel } = request.body;
      let problem: string | undefined;
      try {
        problem = await send(user.id, channel, app.clock());
      } catch (error) {
        problem = reasonOf(error);
      }
      return problem ? failure(problem) : ok({ channel, sent: true }, '测试消息已发送');
    },
  );
};
