import type { BudgetSettings } from './budget/storeBudgets.js';
import type { StoreBudget } from './budget/storeGate.js';
import type { FetchLimits } from './fetch/fetchPage.js';
import { parseHostMap, type HostMap } from './fetch/hostMap.js';
import { STORE_KEYS } from './fetch/storeUrl.js';

/** Headless Chromium for pages whose price only scripts fill in (`TRACKER_BROWSER`). */
export interface BrowserSettings {
  /** Path of the Chromium executable. */
  executable: string;
  /** Pages rendered at once across all stores. */
  maxPages: number;
}

/** The tracker's settings; every one is listed in `.env.example`. */
export interface TrackerConfig {
  /** `serve` runs the tracker too unless `TRACKER=off`. */
  enabled: boolean;
  /** `STORE_HOST_MAP`: store hosts answered by another origin. */
  hostMap: HostMap;
  limits: FetchLimits;
  budgets: BudgetSettings;
  /** Seconds between checks of watched and recently viewed products. */
  hotIntervalS: number;
  /** Seconds between checks of every other product. */
  coldIntervalS: number;
  /** A product viewed this recently counts as hot. */
  recentViewS: number;
  /** Seconds between rounds looking for due work. */
  pollS: number;
  /** PostgreSQL: seconds a worker may hold a job before pg-boss hands it to another. */
  jobExpireS: number;
  /** Set when pages filled by script are rendered in Chromium. */
  browser: BrowserSettings | undefined;
}

type Env = NodeJS.ProcessEnv;

function positive(env: Env, name: string, fallback: number): number | string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : `${name} 必须是正数，收到 "${raw}"`;
}

function integer(env: Env, name: string, fallback: number): number | string {
  const value = positive(env, name, fallback);
  return typeof value === 'number' && !Number.isInteger(value)
    ? `${name} 必须是正整数，收到 "${env[name]}"`
    : value;
}

// `jd=12/2,tmall=6/1`: requests per minute / at once, by store key.
function storeBudgets(value: string | undefined): Map<string, StoreBudget> | string {
  const budgets = new Map<string, StoreBudget>();
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const match = /^([a-z0-9_]+)=(\d+(?:\.\d+)?)\/(\d+)$/.exec(trimmed);
    if (!match?.[1] || !STORE_KEYS.includes(match[1]) || Number(match[3]) < 1) {
      return `TRACKER_STORE_BUDGETS 中的 "${trimmed}" 不是 商城=每分钟请求数/并发数（如 jd=12/2）`;
    }
    budgets.set(match[1], { perMinute: Number(match[2]), concurrency: Number(match[3]) });
  }
  return budgets;
}

/** Reads the tracker settings; a Chinese message instead of throwing so config.ts decides. */
export function loadTrackerConfig(env: Env): TrackerConfig | string {
  const switchValue = env.TRACKER ?? 'on';
  if (!['on', 'off', '1', '0'].includes(switchValue)) {
    return `TRACKER 只能是 on 或 off，收到 "${switchValue}"`;
  }
  const hostMap = parseHostMap(env.STORE_HOST_MAP);
  if (typeof hostMap === 'string') return hostMap;
  const byStore = storeBudgets(env.TRACKER_STORE_BUDGETS);
  if (typeof byStore === 'string') return byStore;
  const numbers = {
    timeoutMs: integer(env, 'TRACKER_TIMEOUT_MS', 15_000),
    maxBytes: integer(env, 'TRACKER_MAX_BYTES', 5 * 1024 * 1024),
    // `off` lifts the per-minute limit (benchmarks against the loopback fake store).
    perMinute:
      env.TRACKER_STORE_PER_MINUTE === 'off'
        ? Infinity
        : positive(env, 'TRACKER_STORE_PER_MINUTE', 6),
    concurrency: integer(env, 'TRACKER_STORE_CONCURRENCY', 1),
    backoffBaseS: positive(env, 'TRACKER_BACKOFF_BASE_S', 30),
    backoffMaxS: positive(env, 'TRACKER_BACKOFF_MAX_S', 3600),
    breakerBlocks: integer(env, 'TRACKER_BREAKER_BLOCKS', 5),
    breakerPauseS: positive(env, 'TRACKER_BREAKER_PAUSE_S', 1800),
    hotIntervalS: integer(env, 'TRACKER_HOT_INTERVAL_S', 3600),
    coldIntervalS: integer(env, 'TRACKER_COLD_INTERVAL_S', 86_400),
    recentViewS: integer(env, 'TRACKER_RECENT_VIEW_S', 7 * 86_400),
    pollS: positive(env, 'TRACKER_POLL_S', 5),
    jobExpireS: integer(env, 'TRACKER_JOB_EXPIRE_S', 900),
    browserPages: integer(env, 'TRACKER_BROWSER_PAGES', 2),
  };
  const bad = Object.values(numbers).find((value) => typeof value === 'string');
  if (bad !== undefined) return bad;
  const n = numbers as { [K in keyof typeof numbers]: number };
  const browser = env.TRACKER_BROWSER
    ? { executable: env.TRACKER_BROWSER, maxPages: n.browserPages }
    : undefined;
  return {
    enabled: switchValue === 'on' || switchValue === '1',
    hostMap,
    limits: { timeoutMs: n.timeoutMs, maxBytes: n.maxBytes, maxRedirects: 3 },
    budgets: {
      defaults: { perMinute: n.perMinute, concurrency: n.concurrency },
      byStore,
      backoff: {
        baseMs: n.backoffBaseS * 1000,
        maxMs: n.backoffMaxS * 1000,
        breakerThreshold: n.breakerBlocks,
        pauseMs: n.breakerPauseS * 1000,
      },
    },
    hotIntervalS: n.hotIntervalS,
    coldIntervalS: n.coldIntervalS,
    recentViewS: n.recentViewS,
    pollS: n.pollS,
    jobExpireS: n.jobExpireS,
    browser,
  };
}
