import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { sha256Hex } from '../../packages/server/src/identity/hashing.ts';
import { newSiteContext } from './livePages';
import { withServerDb } from './serverDb';
import { loginDialog, signInBySms, smsNickname } from './signIn';
import { expect, test } from './visitor';

/**
 * The operators, by journey and project: the e2e server lists their uids in OPERATOR_UIDS
 * (playwright.config.ts). One per journey and project, since a phone gets one SMS code a minute
 * and the journeys and projects run side by side.
 */
export const OPERATORS: Record<string, { id: number; phone: string }> = {
  'shaidan:desktop': { id: 900_001, phone: '17990000001' },
  'shaidan:phone': { id: 900_002, phone: '17990000002' },
  'comments:desktop': { id: 900_003, phone: '17990000003' },
  'comments:phone': { id: 900_004, phone: '17990000004' },
  'dealPosts:desktop': { id: 900_005, phone: '17990000005' },
  'dealPosts:phone': { id: 900_006, phone: '17990000006' },
};

/** A journey that has operators of its own. */
export type OperatorJourney = 'shaidan' | 'comments' | 'dealPosts';

/**
 * Makes sure the journey's operator for this project exists, as an admin would have created it.
 * All operators are written in one statement: a sign-up takes the id after the highest, so with
 * only 900001 written, the next shopper to sign up would become 900002, another operator.
 */
export async function ensureOperator(
  journey: OperatorJourney,
  project: string,
): Promise<{ id: number; phone: string }> {
  const operator = OPERATORS[`${journey}:${project}`];
  if (!operator) throw new Error(`no ${journey} operator for project ${project}`);
  await withServerDb(async (db) => {
    const createdAt = Math.floor(Date.now() / 1000);
    await db.kysely
      .insertInto('users')
      .values(
        Object.values(OPERATORS).map(({ id, phone }) => ({
          id,
          phone,
          nickname: smsNickname(phone),
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  return operator;
}

/** Signs in on /user_login and lands on `from`. */
export async function signInAt(page: Page, from: string, phone: string): Promise<void> {
  await page.goto(`/user_login?from=${encodeURIComponent(from)}`);
  await signInBySms(page, loginDialog(page), phone);
  await expect(page).toHaveURL(new RegExp(`${from.replace(/\//g, '\\/')}$`));
}

/** A page of its own, seen as coming from `ip` (SMS budgets are per network). */
export async function newPage(browser: Browser, ip: string): Promise<Page> {
  const context = await newSiteContext(browser, {
    baseURL: test.info().project.use.baseURL ?? '',
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  return context.newPage();
}

/**
 * A page signed in as the journey's operator for this project, with a session written straight
 * into the database as an admin's tooling would (no SMS code to wait a minute for).
 */
export async function operatorPage(
  browser: Browser,
  journey: OperatorJourney,
  project: string,
  baseURL: string,
): Promise<Page> {
  const operator = await ensureOperator(journey, project);
  const token = randomBytes(32).toString('hex');
  const now = Math.floor(Date.now() / 1000);
  await withServerDb(async (db) => {
    await db.kysely
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(token),
        user_id: operator.id,
        created_at: now,
        expires_at: now + 3600,
      })
      .execute();
  });
  const context = await newSiteContext(browser, { baseURL });
  await context.addCookies([
    { name: 'GWD_USER_TOKEN', value: token, url: baseURL },
    { name: 'plt_uid', value: String(operator.id), url: baseURL },
  ]);
  return context.newPage();
}
