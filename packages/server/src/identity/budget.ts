import type { Db } from '../db/schema.js';
import { peek, take } from './limits.js';

const HOUR = 3_600;
const DAY = 86_400;

/** SMS sends allowed per phone, IP and `fp` cookie, per hour and per day. */
export const SMS_BUDGETS = {
  phone: { hour: 5, day: 10 },
  ip: { hour: 20, day: 50 },
  fp: { hour: 10, day: 20 },
} as const;

/** Sends per hour from one IP or fingerprint after which each further send needs a captcha. */
export const CAPTCHA_AFTER = 3;

/** Who asks for an SMS. */
export interface SmsRequester {
  phone: string;
  ip: string;
  /** The `fp` cookie, when the page set one. */
  fp: string | undefined;
}

const MSG_BUDGET = '短信发送次数已达上限，请稍后再试';

/** The limit key of a phone's one code a minute (SMS_RESEND_SECONDS, the button's countdown). */
export function smsResendKey(phone: string): string {
  return `sms:resend:${phone}:m`;
}

/** Whether this IP or fingerprint sent enough this hour to need a captcha first. */
export async function needsCaptcha(db: Db, who: SmsRequester, now: number): Promise<boolean> {
  const ipCount = await peek(db, `sms:ip:${who.ip}:h`, now);
  const fpCount = who.fp ? await peek(db, `sms:fp:${who.fp}:h`, now) : 0;
  return Math.max(ipCount, fpCount) >= CAPTCHA_AFTER;
}

/** Takes one send from every budget; the refusal message when one is spent, else null. */
export async function takeSmsBudget(
  db: Db,
  who: SmsRequester,
  now: number,
): Promise<string | null> {
  const subjects = [
    ['phone', who.phone],
    ['ip', who.ip],
    ['fp', who.fp],
  ] as const;
  for (const [kind, subject] of subjects) {
    if (!subject) continue;
    const budget = SMS_BUDGETS[kind];
    if (!(await take(db, `sms:${kind}:${subject}:h`, budget.hour, HOUR, now))) return MSG_BUDGET;
    if (!(await take(db, `sms:${kind}:${subject}:d`, budget.day, DAY, now))) return MSG_BUDGET;
  }
  return null;
}
