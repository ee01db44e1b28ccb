import type { FastifyInstance } from 'fastify';

/** Cloudflare Turnstile keys and endpoints (`TURNSTILE_*`). */
export interface TurnstileConfig {
  siteKey: string;
  secretKey: string;
  /** The siteverify endpoint the server asks (a loopback fake in tests). */
  verifyUrl: string;
  /** The widget script the captcha page loads. */
  scriptUrl: string;
}

/** Which human check stands behind `data.link` (`CAPTCHA_PROVIDER`). */
export type CaptchaConfig =
  { provider: 'arithmetic' } | ({ provider: 'turnstile' } & TurnstileConfig);

/** Settings that harden the site, resolved once at start-up; every one is in `.env.example`. */
export interface SecurityConfig {
  /** Origins the site is served from (`PUBLIC_ORIGIN`); empty = the address it listens on. */
  publicOrigins: string[];
  /** Serve the built site's `*.map` files (`SOURCE_MAPS=1`); off by default. */
  sourceMaps: boolean;
  /** The captcha behind `data.link`. */
  captcha: CaptchaConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public origins, source maps and captcha provider (see `security/config.ts`). */
    security: SecurityConfig;
  }
}

const ORIGIN = /^https?:\/\/[^/]+$/;
const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

function readCaptcha(env: NodeJS.ProcessEnv): CaptchaConfig | string {
  const provider = env.CAPTCHA_PROVIDER || 'arithmetic';
  if (provider === 'arithmetic') return { provider };
  if (provider !== 'turnstile') {
    return `CAPTCHA_PROVIDER 必须是 arithmetic 或 turnstile，收到 "${provider}"`;
  }
  const siteKey = env.TURNSTILE_SITE_KEY ?? '';
  const secretKey = env.TURNSTILE_SECRET_KEY ?? '';
  if (!siteKey || !secretKey) {
    return 'CAPTCHA_PROVIDER=turnstile 需要设置 TURNSTILE_SITE_KEY 和 TURNSTILE_SECRET_KEY';
  }
  const verifyUrl = env.TURNSTILE_VERIFY_URL || TURNSTILE_VERIFY_URL;
  const scriptUrl = env.TURNSTILE_SCRIPT_URL || TURNSTILE_SCRIPT_URL;
  const bad = [verifyUrl, scriptUrl].find((url) => !/^https?:\/\/[^/]+\//.test(url));
  if (bad) return `TURNSTILE_VERIFY_URL / TURNSTILE_SCRIPT_URL 中的 "${bad}" 不是 http(s) 地址`;
  return { provider, siteKey, secretKey, verifyUrl, scriptUrl };
}

/** Reads the hardening settings; returns an error message instead of throwing so config.ts decides. */
export function loadSecurityConfig(env: NodeJS.ProcessEnv): SecurityConfig | string {
  const publicOrigins = (env.PUBLIC_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const badOrigin = publicOrigins.find((origin) => !ORIGIN.test(origin));
  if (badOrigin) return `PUBLIC_ORIGIN 中的 "${badOrigin}" 不是 http(s)://主机[:端口]`;
  const captcha = readCaptcha(env);
  if (typeof captcha === 'string') return captcha;
  return { publicOrigins, sourceMaps: env.SOURCE_MAPS === '1', captcha };
}

/** Decorates `app.security`. */
export function registerSecurity(app: FastifyInstance, config: SecurityConfig): void {
  app.decorate('security', config);
}
