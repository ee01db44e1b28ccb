import type { SmsTag } from '@pricetrail/core';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/schema.js';
import { randomToken, sha256Hex, sixDigitCode } from '../hashing.js';

/** An SMS code lives 5 minutes. */
export const CODE_TTL_SECONDS = 300;
/** A code is dead after its fifth wrong try. */
export const MAX_CODE_TRIES = 5;

function codeHash(id: string, code: string): string {
  return sha256Hex(`${id}:${code}`);
}

/** Stores a fresh code for `phone` (earlier unused ones of the tag die) and returns it once. */
export async function issueCode(
  db: Db,
  phone: string,
  tag: SmsTag,
  now: number,
): Promise<{ id: string; code: string }> {
  const id = randomToken();
  const code = sixDigitCode();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ used: 1 })
      .where('phone', '=', phone)
      .where('tag', '=', tag)
      .where('used', '=', 0)
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({
        id,
        phone,
        code_hash: codeHash(id, code),
        tag,
        created_at: now,
        expires_at: now + CODE_TTL_SECONDS,
        tries: 0,
        used: 0,
      })
      .execute();
  });
  return { id, code };
}

/** Deletes a code that could not be delivered, so it cannot be guessed either. */
export async function dropCode(db: Db, id: string): Promise<void> {
  await db.kysely.deleteFrom('sms_codes').where('id', '=', id).execute();
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

interface CodeRow {
  id: string;
  phone: string;
  code_hash: string;
  expires_at: number;
  tries: number;
  used: number;
}

// Spends the code on a match (once, even under a race), counts a wrong try otherwise.
async function consume(db: Db, row: CodeRow | undefined, code: string, now: number) {
  if (!row || row.used || row.expires_at <= now || row.tries >= MAX_CODE_TRIES) return false;
  if (!sameHash(row.code_hash, codeHash(row.id, code.trim()))) {
    await db.kysely
      .updateTable('sms_codes')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  const spent = await db.kysely
    .updateTable('sms_codes')
    .set({ used: 1 })
    .where('id', '=', row.id)
    .where('used', '=', 0)
    .where('tries', '<', MAX_CODE_TRIES)
    .executeTakeFirst();
  return spent.numUpdatedRows === 1n;
}

const COLUMNS = ['id', 'phone', 'code_hash', 'expires_at', 'tries', 'used'] as const;

/** The phone whose `tag` code behind capi id `id` is `code`, spending it; null when refused. */
export async function verifyCodeById(
  db: Db,
  id: string,
  tag: SmsTag,
  code: string,
  now: number,
): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('sms_codes')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('tag', '=', tag)
    .executeTakeFirst();
  return (await consume(db, row, code, now)) && row ? row.phone : null;
}

/** Whether `code` is the live `tag` code last sent to `phone`, spending it when it is. */
export async function verifyLatestCode(
  db: Db,
  phone: string,
  tag: SmsTag,
  code: string,
  now: number,
): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('sms_codes')
    .select(COLUMNS)
    .where('phone', '=', phone)
    .where('tag', '=', tag)
    .where('used', '=', 0)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return consume(db, row, code, now);
}
