import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/schema.js';
import { cookieBase } from './cookies.js';
import { randomToken, sha256Hex } from './hashing.js';

/** A challenge (and the pass it turns into) lives 10 minutes. */
export const CAPTCHA_TTL_SECONDS = 600;
/** HttpOnly cookie carrying a passed challenge to the one request it unlocks. */
export const CAPTCHA_COOKIE = 'plt_captcha';
/** Where the page opens the captcha (behaviour.md §7 `data.link`). */
export const CAPTCHA_PATH = '/UserHelper/Captcha';

/** A new arithmetic challenge: its id and the question to show. */
export async function createChallenge(
  db: Db,
  now: number,
): Promise<{ id: string; question: string }> {
  const a = randomInt(10, 50);
  const b = randomInt(1, 10);
  const id = randomToken();
  await db.kysely
    .insertInto('captchas')
    .values({
      id_hash: sha256Hex(id),
      answer: String(a + b),
      expires_at: now + CAPTCHA_TTL_SECONDS,
      passed: 0,
    })
    .execute();
  return { id, question: `${a} + ${b} = ?` };
}

/** Marks the challenge passed when `answer` is right; a wrong answer spends it. */
export async function answerChallenge(
  db: Db,
  id: string,
  answer: string,
  now: number,
): Promise<boolean> {
  const idHash = sha256Hex(id);
  const row = await db.kysely
    .selectFrom('captchas')
    .select('answer')
    .where('id_hash', '=', idHash)
    .where('passed', '=', 0)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (row?.answer !== answer.trim()) {
    await db.kysely.deleteFrom('captchas').where('id_hash', '=', idHash).execute();
    return false;
  }
  await db.kysely
    .updateTable('captchas')
    .set({ passed: 1 })
    .where('id_hash', '=', idHash)
    .execute();
  return true;
}

/** Records a pass for a challenge another provider (Turnstile) checked; returns its cookie value. */
export async function grantPass(db: Db, now: number): Promise<string> {
  const id = randomToken();
  await db.kysely
    .insertInto('captchas')
    .values({
      id_hash: sha256Hex(id),
      answer: '',
      expires_at: now + CAPTCHA_TTL_SECONDS,
      passed: 1,
    })
    .execute();
  return id;
}

/** Spends the request's captcha pass (once); true when it had a live one. */
export async function spendPass(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const id = request.cookies[CAPTCHA_COOKIE];
  if (!id) return false;
  reply.clearCookie(CAPTCHA_COOKIE, cookieBase(request));
  const result = await request.server.db.kysely
    .deleteFrom('captchas')
    .where('id_hash', '=', sha256Hex(id))
    .where('passed', '=', 1)
    .where('expires_at', '>', request.server.clock())
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
