import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { originGuard } from '../requestGuard.js';
import { emptyQueryValuesMeanDefaults } from '../../http/emptyQueryValues.js';
import { accountRoutes } from './account.js';
import { captchaRoutes } from './captcha.js';
import { loginRoutes } from './login.js';
import { modifyRoutes } from './modify.js';
import { qrCodeRoutes } from './qrCode.js';
import { qrPhoneRoutes } from './qrPhone.js';
import { qrSocketRoutes } from './qrSocket.js';
import { smsCodeRoutes } from './smsCode.js';
import { smsTestHookRoutes } from './testHook.js';
import { unionRoutes } from './union.js';

/** Behaviour.md §7 identity calls at their verbatim paths; every state-changing one checks Origin. */
export const identityRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.addHook('onRequest', originGuard(app));
  app.addHook('onRoute', emptyQueryValuesMeanDefaults);
  await app.register(smsCodeRoutes);
  await app.register(loginRoutes);
  await app.register(accountRoutes);
  await app.register(modifyRoutes);
  await app.register(captchaRoutes);
  await app.register(smsTestHookRoutes);
  await app.register(qrCodeRoutes);
  await app.register(qrPhoneRoutes);
  await app.register(qrSocketRoutes);
  await app.register(unionRoutes);
};
