import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { EXTENSION_ORIGIN } from '@pricetrail/core';
import fp from 'fastify-plugin';
import type { IdentityConfig } from './config.js';
import type { OAuthConfig } from './oauth/config.js';
import {
  attemptPasswordSignIn,
  type PasswordAttempt,
  type PasswordOutcome,
} from './passwordSignIn.js';
import { AliyunSmsSender } from './sms/aliyun.js';
import { ConsoleSmsSender, type SmsSender } from './sms/sender.js';

/** The sign-in services routes use (decorated as `app.identity`). */
export interface IdentityServices {
  /** Delivers SMS codes. */
  sender: SmsSender;
  /** Extra origins allowed to POST (besides the site's own). */
  allowedOrigins: readonly string[];
  /** Whether the loopback SMS test hook is on. */
  smsTestHook: boolean;
  /** Checks an account and password behind the failure counters, slow-down and captcha. */
  signInWithPassword: (attempt: PasswordAttempt) => Promise<PasswordOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in services: SMS sender, allowed origins, password sign-in. */
    identity: IdentityServices;
  }
}

/** The identity config and what tests may replace. */
export interface IdentityPluginOptions {
  config: IdentityConfig;
  /** Social sign-in providers, decorated as `app.oauth`. */
  oauth: OAuthConfig;
  /** SMS delivery; default the one the config names. */
  smsSender?: SmsSender | undefined;
  /** The login slow-down's wait; default a real timer. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

function configuredSender(log: FastifyBaseLogger, config: IdentityConfig): SmsSender {
  return config.aliyun ? new AliyunSmsSender(config.aliyun) : new ConsoleSmsSender(log);
}

const decorateIdentity: FastifyPluginAsync<IdentityPluginOptions> = async (app, options) => {
  const { config } = options;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deps = { db: app.db, clock: app.clock, sleep };
  app.decorate('identity', {
    sender: options.smsSender ?? configuredSender(app.log, config),
    // Our extension's 降价提醒 posts from its own origin, the same for every copy of the build.
    allowedOrigins: [EXTENSION_ORIGIN, ...config.allowedOrigins],
    smsTestHook: config.smsTestHook,
    signInWithPassword: (attempt) => attemptPasswordSignIn(deps, attempt),
  } satisfies IdentityServices);
  app.decorate('oauth', options.oauth);
};

/** `identity`: SMS delivery, allowed origins, password sign-in and OAuth providers (needs `db`). */
export const identityPlugin = fp(decorateIdentity, {
  name: 'identity',
  fastify: '5.x',
  dependencies: ['db'],
});
