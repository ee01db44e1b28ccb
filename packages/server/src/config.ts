import { isIP } from 'node:net';
import { loadAiConfig, type AiConfig } from './ai/config.js';
import { loadAlertConfig, type AlertConfig } from './alerts/config.js';
import { fileURLToPath } from 'node:url';
import { loadIdentityConfig, type IdentityConfig } from './identity/config.js';
import { loadHttpTimeouts, type HttpTimeouts } from './http/httpTimeouts.js';
import { loadDealConfig } from './prices/deals/config.js';
import type { DealRules } from './prices/deals/verdict.js';
import { loadOAuthConfig, type OAuthConfig } from './identity/oauth/config.js';
import { loadSecurityConfig, type SecurityConfig } from './security/config.js';
import { loadTrackerConfig, type TrackerConfig } from './tracker/config.js';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  /** TCP port (`PORT`, default 8080; 0 picks a free one). */
  port: number;
  /** Interface to listen on (`HOST`, default all interfaces). */
  host: string;
  /** Folder for the embedded database and uploads (`DATA_DIR`, default `./data`). */
  dataDir: string;
  /** The built site to serve (`SITE_DIR`, default the workspace's `site/dist`). */
  siteDir: string;
  /**
   * The site's server build that renders its pages (`SITE_RENDERER`; unset, `dist-ssr/renderPage.js`
   * beside `siteDir`; ADR 6). Without it pages are sent as the bare app shell.
   */
  siteRenderer: string | undefined;
  /** Where the packaged extension zip is (`EXTENSION_DIR`, default `packages/extension/dist`). */
  extensionDir: string;
  /** How long the server waits on clients (`HTTP_*_TIMEOUT_MS`, see `http/httpTimeouts.ts`). */
  http: HttpTimeouts;
  /** pino log level (`LOG_LEVEL`, default `info`). */
  logLevel: string;
  /** PostgreSQL URL (`DATABASE_URL=postgres://…`); unset = embedded SQLite under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * A route to PostgreSQL that keeps its session (`DATABASE_DIRECT_URL`, default `databaseUrl`):
   * the change feed's LISTEN and the migrations' lock use it when `databaseUrl` is a PgBouncer.
   */
  databaseDirectUrl: string | undefined;
  /** Seed the demo catalogue into an empty database on `serve` (`SEED_DEMO`, default `1`). */
  seedDemo: boolean;
  /** Sign-in: SMS provider, test hook, allowed origins (see `identity/config.ts`). */
  identity: IdentityConfig;
  /** Social sign-in: WeChat / QQ / Weibo apps and endpoints (see `identity/oauth/config.ts`). */
  oauth: OAuthConfig;
  /** Reverse proxies whose `X-Forwarded-*` headers are believed (`TRUST_PROXY`, IPs or CIDRs). */
  trustProxy: string[];
  /** Public origins, source maps, captcha provider (see `security/config.ts`). */
  security: SecurityConfig;
  /** The page tracker: budgets, limits, schedule, host map, browser (see `tracker/config.ts`). */
  tracker: TrackerConfig;
  /** The AI writer's endpoint, model, timeout and daily limits (see `ai/config.ts`). */
  ai: AiConfig;
  /** Alert channels and the sender (see `alerts/config.ts`). */
  alerts: AlertConfig;
  /** What counts as a deal: drop %, drop ¥, data days (see `prices/deals/config.ts`). */
  deals: DealRules;
  /** Accounts that moderate 晒单, reviews and suggestions (`OPERATOR_UIDS`, comma list of uids). */
  operatorUids: number[];
}

const DEFAULT_SITE_DIR = fileURLToPath(new URL('../../../site/dist', import.meta.url));
const DEFAULT_EXTENSION_DIR = fileURLToPath(new URL('../../extension/dist', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Thrown for a setting that cannot be used; the CLI prints its message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Behind nginx every caller would otherwise share the proxy's address, and with it one SMS budget.
function readTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits);
    return family === 0 || badBits || rest.length > 0;
  });
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY 中的 "${bad}" 不是 IP 地址或 CIDR（如 127.0.0.1,10.0.0.0/8）`,
    );
  }
  return entries;
}

function readOperatorUids(value: string | undefined): number[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !/^[1-9]\d{0,9}$/.test(entry));
  if (bad !== undefined) {
    throw new ConfigError(`OPERATOR_UIDS 中的 "${bad}" 不是用户编号（如 1,42）`);
  }
  return [...new Set(entries.map(Number))];
}

/** Reads and checks the server settings; every setting is listed in `.env.example`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT 必须是 0–65535 之间的整数，收到 "${env.PORT}"`);
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL 必须是 ${LOG_LEVELS.join(' / ')} 之一，收到 "${logLevel}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL 必须以 postgres:// 开头（不设置则使用内置 SQLite）');
  }
  const databaseDirectUrl = env.DATABASE_DIRECT_URL || undefined;
  if (databaseDirectUrl && !databaseUrl) {
    throw new ConfigError('DATABASE_DIRECT_URL 只在 DATABASE_URL 指向 PostgreSQL 时使用');
  }
  if (databaseDirectUrl && !/^postgres(ql)?:\/\//.test(databaseDirectUrl)) {
    throw new ConfigError('DATABASE_DIRECT_URL 必须以 postgres:// 开头');
  }
  const http = loadHttpTimeouts(env);
  if (typeof http === 'string') throw new ConfigError(http);
  const identity = loadIdentityConfig(env);
  if (typeof identity === 'string') throw new ConfigError(identity);
  const oauth = loadOAuthConfig(env);
  if (typeof oauth === 'string') throw new ConfigError(oauth);
  const security = loadSecurityConfig(env);
  if (typeof security === 'string') throw new ConfigError(security);
  const tracker = loadTrackerConfig(env);
  if (typeof tracker === 'string') throw new ConfigError(tracker);
  const ai = loadAiConfig(env);
  if (typeof ai === 'string') throw new ConfigError(ai);
  const alerts = loadAlertConfig(env);
  if (typeof alerts === 'string') throw new ConfigError(alerts);
  const deals = loadDealConfig(env);
  if (typeof deals === 'string') throw new ConfigError(deals);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    siteDir: env.SITE_DIR ?? DEFAULT_SITE_DIR,
    siteRenderer: env.SITE_RENDERER || undefined,
    extensionDir: env.EXTENSION_DIR ?? DEFAULT_EXTENSION_DIR,
    http,
    logLevel,
    databaseUrl,
    databaseDirectUrl,
    seedDemo: env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false',
    identity,
    oauth,
    trustProxy: readTrustedProxies(env.TRUST_PROXY),
    security,
    tracker,
    ai,
    alerts,
    deals,
    operatorUids: readOperatorUids(env.OPERATOR_UIDS),
  };
}
