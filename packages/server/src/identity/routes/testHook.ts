import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ConsoleSmsSender } from '../sms/sender.js';
import { HttpError } from '../../http/errors.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /__test/sms/:phone` → `{ code }`: the console sender's last code for end-to-end tests.
 * Registered only with `SMS_TEST_HOOK=1` and the console sender; answers loopback callers only.
 */
export const smsTestHookRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const sender = app.identity.sender;
  if (!app.identity.smsTestHook || !(sender instanceof ConsoleSmsSender)) return;
  app.log.warn('SMS_TEST_HOOK=1：/__test/sms/:phone 已开启（仅限本机访问，切勿用于生产）');
  const params = {
    type: 'object',
    properties: { phone: { type: 'string' } },
    required: ['phone'],
  } as const;
  app.get('/__test/sms/:phone', { schema: { hide: true, params } }, async (request) => {
    if (!LOOPBACK.has(request.ip)) throw new HttpError(403, '仅限本机访问');
    const code = sender.lastCode(request.params.phone);
    if (!code) throw new HttpError(404, '没有发给该号码的验证码');
    return { code };
  });
};
