import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { openDb, sqliteFileIn } from '../../packages/server/src/db/connect.ts';
import { sha256Hex } from '../../packages/server/src/identity/hashing.ts';
import { smsNickname } from './signIn';

/** The operator of each project: the e2e server lists both uids in OPERATOR_UIDS. */
const OPERATORS: Record<string, { id: number; phone: string }> = {
  desktop: { id: 900_001, phone: '17990000001' },
  phone: { id: 900_002, phone: '17990000002' },
};

/** The run's data folder, shared with the server under test. */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return dir;
}

/**
 * A page signed in as this project's operator, with a session written straight into the
 * database as an admin's tooling would: the operators' phones get one SMS code a minute, and
 * the 晒单 journey signs them in by SMS at the same time. Both operators are written together,
 * as in that journey, so the next sign-up never takes the other project's operator id.
 */
export async function operatorPage(browser: Browser, project: string, baseURL: string) {
  const operator = OPERATORS[project];
  if (!operator) throw new Error(`no operator for project ${project}`);
  const token = randomBytes(32).toString('hex');
  const now = Math.floor(Date.now() / 1000);
  const db = openDb({ sqliteFile: sqliteFileIn(dataDir()) });
  try {
    await db.kysely
      .insertInto('users')
      .values(
        Object.values(OPERATORS).map(({ id, phone }) => ({
          id,
          phone,
          nickname: smsNickname(phone),
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db.kysely
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(token),
        user_id: operator.id,
        created_at: now,
        expires_at: now + 3600,
      })
      .execute();
  } finally {
    await db.close();
  }
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'GWD_USER_TOKEN', value: token, url: baseURL },
    { name: 'plt_uid', value: String(operator.id), url: baseURL },
  ]);
  const page: Page = await context.newPage();
  return page;
}
