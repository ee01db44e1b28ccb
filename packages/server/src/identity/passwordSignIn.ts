import { normalizePhone, validateAccountLogin } from '@pricetrail/core';
import type { Db } from '../db/schema.js';
import { clearLimit, peek, take } from './limits.js';
import { verifyPassword } from './passwords.js';
import { findByAccount } from './users.js';

/** Failures per account in an hour after which each attempt waits longer. */
export const SLOW_AFTER = 3;
/** Failures per account (or 4× per IP) in an hour after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 5;
const IP_FACTOR = 4;
const MAX_DELAY_MS = 4_000;
const HOUR = 3_600;
// Failure counters only count; the limit is never reached (and fits an int4 column).
const COUNT_ONLY = 1_000_000_000;

/** Slow-down before an attempt: 0 until SLOW_AFTER failures, then 250 ms doubling, capped. */
export function loginDelayMs(failures: number): number {
  return failures < SLOW_AFTER ? 0 : Math.min(250 * 2 ** (failures - SLOW_AFTER), MAX_DELAY_MS);
}

/** One password attempt as the route received it. */
export interface PasswordAttempt {
  account: string;
  passwd: string;
  /** The client's IP, whose failures are counted too. */
  ip: string;
  /** Spends the browser's solved captcha, if it has one; asked only once a captcha is due. */
  spendCaptchaPass: () => Promise<boolean>;
}

/** How an attempt ended: a user to sign in, a captcha to solve first, or wrong credentials. */
export type PasswordOutcome =
  { status: 'signedIn'; userId: number } | { status: 'needsCaptcha' } | { status: 'invalid' };

/** What password sign-in needs: the database, the clock and the slow-down's wait. */
export interface PasswordSignInDeps {
  db: Db;
  clock: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Checks an account and password with the brute-force defences: failures counted per account and
 * per IP for an hour, each attempt slowed after a few, a captcha after more; success clears the
 * account's count.
 */
export async function attemptPasswordSignIn(
  { db, clock, sleep }: PasswordSignInDeps,
  attempt: PasswordAttempt,
): Promise<PasswordOutcome> {
  const now = clock();
  const { account, passwd } = attempt;
  if (!validateAccountLogin({ account, passwd }).ok) return { status: 'invalid' };
  const subject = normalizePhone(account) ?? account.trim().toLowerCase();
  const accountKey = `login:acct:${subject}:h`;
  const ipKey = `login:ip:${attempt.ip}:h`;
  const failures = await peek(db, accountKey, now);
  const ipFailures = await peek(db, ipKey, now);
  const needsCaptcha =
    failures >= CAPTCHA_AFTER_FAILURES || ipFailures >= CAPTCHA_AFTER_FAILURES * IP_FACTOR;
  if (needsCaptcha && !(await attempt.spendCaptchaPass())) return { status: 'needsCaptcha' };
  const delay = loginDelayMs(Math.max(failures, Math.floor(ipFailures / IP_FACTOR)));
  if (delay > 0) await sleep(delay);
  const user = await findByAccount(db, account);
  if (!(await verifyPassword(user?.password_hash ?? null, passwd.trim())) || !user) {
    await take(db, accountKey, COUNT_ONLY, HOUR, now);
    await take(db, ipKey, COUNT_ONLY, HOUR, now);
    return { status: 'invalid' };
  }
  await clearLimit(db, accountKey);
  return { status: 'signedIn', userId: user.id };
}
