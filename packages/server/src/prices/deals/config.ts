import { STORED_DEAL_RULES } from './dealStore.js';
import { DEFAULT_DEAL_RULES, type DealRules } from './verdict.js';

function integerSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number | string {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    return `${name} 必须是 ${min}–${max} 之间的整数，收到 "${raw}"`;
  }
  return value;
}

/**
 * What counts as a deal (`.env.example` lists each setting). The lower limits are the rules the
 * verdicts are stored under, so the list can apply any allowed setting to the stored figures.
 */
export function loadDealConfig(env: NodeJS.ProcessEnv): DealRules | string {
  const percent = integerSetting(
    env,
    'DEALS_MIN_DROP_PERCENT',
    DEFAULT_DEAL_RULES.minDropPercent,
    STORED_DEAL_RULES.minDropPercent,
    90,
  );
  if (typeof percent === 'string') return percent;
  const yuan = integerSetting(
    env,
    'DEALS_MIN_DROP_YUAN',
    DEFAULT_DEAL_RULES.minDropFen / 100,
    0,
    100_000,
  );
  if (typeof yuan === 'string') return yuan;
  const days = integerSetting(
    env,
    'DEALS_MIN_DATA_DAYS',
    DEFAULT_DEAL_RULES.minDataDays,
    STORED_DEAL_RULES.minDataDays,
    30,
  );
  if (typeof days === 'string') return days;
  return {
    ...DEFAULT_DEAL_RULES,
    minDropPercent: percent,
    minDropFen: yuan * 100,
    minDataDays: days,
  };
}
