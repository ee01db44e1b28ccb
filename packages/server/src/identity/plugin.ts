import type { FastifyInstance } from 'fastify';
import type { IdentityConfig } from './config.js';
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
  /** Waits `ms` (the login slow-down); tests pass one that records instead of waiting. */
  sleep: (ms: number) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in services: SMS sender, allowed origins, slow-down clock. */
    identity: IdentityServices;
  }
}

/** What tests may replace. */
export interface IdentityOverrides {
  smsSender?: SmsSender | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

function configuredSender(app: FastifyInstance, config: IdentityConfig): SmsSender {
  return config.aliyun ? new AliyunSmsSender(config.aliyun) : new ConsoleSmsSender(app.log);
}

/** Decorates `app.identity` from the config (or the overrides). */
export function registerIdentity(
  app: FastifyInstance,
  config: IdentityConfig,
  overrides: IdentityOverrides = {},
): void {
  app.decorate('identity', {
    sender: overrides.smsSender ?? configuredSender(app, config),
    allowedOrigins: config.allowedOrigins,
    smsTestHook: config.smsTestHook,
    sleep: overrides.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  } satisfies IdentityServices);
}
