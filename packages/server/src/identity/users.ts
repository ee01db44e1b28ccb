import { isEmail, maskPhone, normalizePhone } from '@pricetrail/core';
import type { Db } from '../db/schema.js';
import { deletePersonalData } from '../personal/dispose.js';

/** Behaviour.md §3 union types. */
export const UTYPE = { qq: 1, wechat: 2, weibo: 3, phone: 4, email: 5 } as const;

/** One behaviour.md §3 union item; status '1' means bound. */
export interface UnionItem {
  utype: number;
  unick: string;
  status: string;
}

/** Behaviour.md §7 `/User/Detail` data. */
export interface UserDetail {
  uid: number;
  nickname: string;
  unions: UnionItem[];
  /** Whether the account has a password, so a change of it must prove the current one. */
  has_passwd: boolean;
}

/** The user an account (phone or e-mail) names, with its password hash; undefined when none. */
export async function findByAccount(db: Db, account: string) {
  const phone = normalizePhone(account);
  const email = isEmail(account) ? account.trim().toLowerCase() : null;
  if (!phone && !email) return undefined;
  return db.kysely
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .$if(phone !== null, (q) => q.where('phone', '=', phone))
    .$if(phone === null, (q) => q.where('email', '=', email))
    .executeTakeFirst();
}

/** The id of the user with this phone, registering one on first use (race-safe). */
export async function findOrCreatePhoneUser(db: Db, phone: string, now: number): Promise<number> {
  await db.kysely
    .insertInto('users')
    .values({
      phone,
      email: null,
      nickname: `价迹用户${phone.slice(-4)}`,
      password_hash: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether another user already holds this phone or e-mail. */
export async function isTaken(db: Db, column: 'phone' | 'email', value: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('users')
    .select('id')
    .where(column, '=', value)
    .executeTakeFirst();
  return row !== undefined;
}

/** Behaviour.md §3 user info: social unions, then the masked phone (4) and the e-mail (5) when bound. */
export async function userDetail(db: Db, userId: number): Promise<UserDetail | undefined> {
  const user = await db.kysely
    .selectFrom('users')
    .select(['id', 'nickname', 'phone', 'email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const unions = await db.kysely
    .selectFrom('user_unions')
    .select(['utype', 'unick'])
    .where('user_id', '=', userId)
    .orderBy('utype')
    .execute();
  const items: UnionItem[] = unions.map((u) => ({ utype: u.utype, unick: u.unick, status: '1' }));
  if (user.phone) items.push({ utype: UTYPE.phone, unick: maskPhone(user.phone), status: '1' });
  if (user.email) items.push({ utype: UTYPE.email, unick: user.email, status: '1' });
  return {
    uid: user.id,
    nickname: user.nickname,
    unions: items,
    has_passwd: user.password_hash !== null,
  };
}

/**
 * Deletes the user and everything kept about them: sessions, unions, SMS codes, counters, and
 * their watch list, price-protection orders and credits.
 */
export async function disposeUser(db: Db, userId: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['phone', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return;
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_unions').where('user_id', '=', userId).execute();
    await deletePersonalData(trx, userId);
    for (const subject of [user.phone, user.email]) {
      if (!subject) continue;
      await trx.deleteFrom('sms_codes').where('phone', '=', subject).execute();
      await trx.deleteFrom('identity_limits').where('key', 'like', `%:${subject}:%`).execute();
    }
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
