import { dayStartTs, shanghaiDay } from '../calendar.js';
import { take } from '../identity/limits.js';
import type { Db } from '../db/schema.js';
import type { AiConfig } from './config.js';

/** Seconds until the next Asia/Shanghai midnight: when a day's answers and counts end. */
export function secondsToMidnight(now: number): number {
  return dayStartTs(shanghaiDay(now) + 1) - now;
}

/** Who is asking: a signed-in user, else the visitor's fingerprint cookie; and the address. */
export interface Asker {
  userId: number | null;
  visitor: string | null;
  ip: string;
}

/** The reader's message when a daily budget is spent. */
export const MSG_DAILY_LIMIT = '今天的 AI 分析次数已用完，请明天再来';

/**
 * Counts one answer against the asker's daily budgets (the user's or the visitor's, and the IP's);
 * false when one is spent. The counts live in the database, so every instance shares them.
 */
export async function takeDailyAnswer(
  db: Db,
  config: AiConfig,
  asker: Asker,
  now: number,
): Promise<boolean> {
  const window = secondsToMidnight(now);
  const own =
    asker.userId !== null
      ? { key: `ai:user:${asker.userId}`, limit: config.dailyPerUser }
      : { key: `ai:visitor:${asker.visitor ?? asker.ip}`, limit: config.dailyPerVisitor };
  if (!(await take(db, own.key, own.limit, window, now))) return false;
  return take(db, `ai:ip:${asker.ip}`, config.dailyPerIp, window, now);
}
