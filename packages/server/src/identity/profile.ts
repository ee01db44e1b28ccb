import {
  MSG_INVALID_CODE,
  MSG_INVALID_PHONE,
  isEmail,
  normalizePhone,
  validateNewPassword,
} from '@pricetrail/core';
import type { Db } from '../db/schema.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endAllSessions, type SessionUser } from './session.js';
import { verifyLatestCode } from './sms/codes.js';
import { isTaken } from './users.js';

/** `/User/Modify` fields; each call changes one thing (nickname, password, phone or e-mail). */
export interface ModifyFields {
  nickname?: string;
  /** New password, with `old_passwd` or an SMS `code` (tag change or forgot) to the bound phone. */
  passwd?: string;
  old_passwd?: string;
  /** bind: first phone; rechange: new phone (with `old_code` sent to the current one, tag change). */
  tag?: string;
  phone?: string;
  code?: string;
  old_code?: string;
  email?: string;
}

/** The longest nickname, in UTF-16 code units (what `/User/Modify` accepts). */
export const NICKNAME_MAX = 20;
// Letters, marks, digits, CJK and a few separators: no control or invisible characters.
const NICKNAME = /^[\p{L}\p{M}\p{N}_\-·. ]+$/u;

async function changePassword(db: Db, user: SessionUser, fields: ModifyFields, now: number) {
  const passwd = fields.passwd ?? '';
  const rule = validateNewPassword(passwd);
  if (!rule.ok) return rule.message;
  const proven = fields.old_passwd
    ? await verifyPassword(await storedHash(db, user.id), fields.old_passwd)
    : fields.code && user.phone
      ? (await verifyLatestCode(db, user.phone, 'change', fields.code, now)) ||
        (await verifyLatestCode(db, user.phone, 'forgot', fields.code, now))
      : !user.hasPassword && !user.phone;
  if (!proven) return fields.old_passwd ? '当前密码错误' : MSG_INVALID_CODE;
  await setPassword(db, user.id, passwd);
  await endAllSessions(db, user.id, user.tokenHash);
  return null;
}

async function setPassword(db: Db, userId: number, passwd: string): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set({ password_hash: await hashPassword(passwd) })
    .where('id', '=', userId)
    .execute();
}

/**
 * 忘记密码: a new password for the phone's account when `code` is the phone's latest 'forgot'
 * code; every session of the account ends. Answers the refusal line, or null when reset.
 */
export async function resetForgottenPassword(
  db: Db,
  phone: string,
  code: string,
  passwd: string,
  now: number,
): Promise<string | null> {
  const isCodeValid = await verifyLatestCode(db, phone, 'forgot', code, now);
  const user =
    isCodeValid &&
    (await db.kysely
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst());
  if (!user) return MSG_INVALID_CODE;
  await setPassword(db, user.id, passwd);
  await endAllSessions(db, user.id);
  return null;
}

async function storedHash(db: Db, userId: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

async function changePhone(db: Db, user: SessionUser, fields: ModifyFields, now: number) {
  const phone = normalizePhone(fields.phone ?? '');
  if (!phone) return MSG_INVALID_PHONE;
  if (fields.tag === 'bind' && user.phone) return '账号已绑定手机号';
  if (fields.tag === 'rechange' && !user.phone) return '账号尚未绑定手机号';
  if (fields.tag === 'rechange') {
    const ownsOld =
      user.phone && (await verifyLatestCode(db, user.phone, 'change', fields.old_code ?? '', now));
    if (!ownsOld) return MSG_INVALID_CODE;
  }
  if (
    !(await verifyLatestCode(
      db,
      phone,
      fields.tag === 'bind' ? 'bind' : 'rechange',
      fields.code ?? '',
      now,
    ))
  ) {
    return MSG_INVALID_CODE;
  }
  // Checked only after the codes: no code goes to a taken phone, so guessing answers as above.
  if (await isTaken(db, 'phone', phone)) return '该手机号已被其他账号绑定';
  await db.kysely.updateTable('users').set({ phone }).where('id', '=', user.id).execute();
  return null;
}

/** Applies one `/User/Modify` change for `user`; the Chinese refusal, or null when done. */
export async function modifyProfile(
  db: Db,
  user: SessionUser,
  fields: ModifyFields,
  now: number,
): Promise<string | null> {
  if (fields.passwd !== undefined) return changePassword(db, user, fields, now);
  if (fields.tag === 'bind' || fields.tag === 'rechange') return changePhone(db, user, fields, now);
  if (fields.email !== undefined) {
    const email = fields.email.trim().toLowerCase();
    if (!isEmail(email)) return '请输入正确的邮箱地址';
    if (email !== user.email && (await isTaken(db, 'email', email)))
      return '该邮箱已被其他账号绑定';
    await db.kysely.updateTable('users').set({ email }).where('id', '=', user.id).execute();
    return null;
  }
  if (fields.nickname !== undefined) {
    const nickname = fields.nickname.trim();
    if (!nickname || nickname.length > NICKNAME_MAX || !NICKNAME.test(nickname)) {
      return `昵称需为 1–${NICKNAME_MAX} 个字符，且只含文字、数字和 _ - · .`;
    }
    await db.kysely.updateTable('users').set({ nickname }).where('id', '=', user.id).execute();
    return null;
  }
  return '没有要修改的内容';
}
