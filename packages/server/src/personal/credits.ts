import { formatIsoDay } from '@pricetrail/core';
import { shanghaiDay } from '../calendar.js';
import type { DbHandle } from '../db/schema.js';
import { offsetOf, type Page, type Paging } from '../db/paging.js';

/** What credits are paid for. */
export type CreditReason = 'checkin' | 'contribution' | 'shaidan' | 'baoliao';

/** How many credits a reason pays, and how the page names it. */
export interface CreditRule {
  reason: CreditReason;
  amount: number;
  text: string;
}

/** What each reason pays: features pass these to {@link awardCredit}. */
export const CREDIT_AMOUNTS: Readonly<Record<CreditReason, number>> = {
  checkin: 5,
  contribution: 1,
  shaidan: 20,
  baoliao: 10,
};

/** The rules the credits page shows. */
export const CREDIT_RULES: readonly CreditRule[] = [
  { reason: 'checkin', amount: CREDIT_AMOUNTS.checkin, text: '每日签到' },
  { reason: 'contribution', amount: CREDIT_AMOUNTS.contribution, text: '插件上报的价格被采纳' },
  { reason: 'shaidan', amount: CREDIT_AMOUNTS.shaidan, text: '晒单通过审核' },
  { reason: 'baoliao', amount: CREDIT_AMOUNTS.baoliao, text: '爆料通过审核' },
];

const TEXT_OF: ReadonlyMap<string, string> = new Map(CREDIT_RULES.map((r) => [r.reason, r.text]));

/** One ledger entry on the wire (epoch seconds). */
export interface CreditEntry {
  id: number;
  amount: number;
  reason: string;
  /** The reason as the page names it. */
  text: string;
  /** What was paid for: the Shanghai day of a check-in, the id of a contribution, 晒单 or 爆料. */
  ref: string;
  created_at: number;
}

/** A ledger row on the wire, with its reason as the page names it. */
export function toCreditEntry(row: Omit<CreditEntry, 'text'>): CreditEntry {
  return { ...row, text: TEXT_OF.get(row.reason) ?? row.reason };
}

/** The credits page: balance, today's check-in, the rules and a page of the ledger. */
export interface CreditPage extends Page<CreditEntry> {
  balance: number;
  checked_in_today: boolean;
  rules: readonly CreditRule[];
}

/**
 * Pays `amount` credits for `reason` + `ref` once: the ledger's unique (user, reason, ref)
 * makes a repeat, however concurrent, a no-op. True when this call paid. Takes a transaction
 * too, so a feature can pay in the same commit as the thing paid for.
 */
export async function awardCredit(
  db: DbHandle,
  userId: number,
  reason: CreditReason,
  ref: string,
  amount: number,
  now: number,
): Promise<boolean> {
  const paid = await db.kysely
    .insertInto('credit_entries')
    .values({ user_id: userId, amount, reason, ref, day: shanghaiDay(now), created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'reason', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return paid !== undefined;
}

/** The user's balance: the sum of their ledger, never a stored figure. */
export async function creditBalance(db: DbHandle, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('credit_entries')
    .select((eb) => eb.fn.sum<number | null>('amount').as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.balance ?? 0;
}

/** Today's check-in (a Shanghai day): credits paid now, 0 when it was already paid. */
export async function checkIn(db: DbHandle, userId: number, now: number): Promise<number> {
  const amount = CREDIT_AMOUNTS.checkin;
  const paid = await awardCredit(db, userId, 'checkin', formatIsoDay(now), amount, now);
  return paid ? amount : 0;
}

/** The credits page: balance, whether today is checked in, the rules and a page, newest first. */
export async function creditPage(
  db: DbHandle,
  userId: number,
  paging: Paging,
  now: number,
): Promise<CreditPage> {
  const own = db.kysely.selectFrom('credit_entries').where('user_id', '=', userId);
  const [rows, totals, today] = await Promise.all([
    own
      .select(['id', 'amount', 'reason', 'ref', 'created_at'])
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
    own
      .select((eb) => [
        eb.fn.sum<number | null>('amount').as('balance'),
        eb.fn.countAll<number>().as('total'),
      ])
      .executeTakeFirstOrThrow(),
    own
      .select('id')
      .where('reason', '=', 'checkin')
      .where('ref', '=', formatIsoDay(now))
      .executeTakeFirst(),
  ]);
  return {
    balance: totals.balance ?? 0,
    checked_in_today: today !== undefined,
    rules: CREDIT_RULES,
    items: rows.map(toCreditEntry),
    ...paging,
    total: totals.total,
  };
}
