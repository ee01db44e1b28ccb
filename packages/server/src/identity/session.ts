/**
 * Sessions for every sign-in path (SMS, password, QR, OAuth): call `signIn` once the person is
 * known, `currentUser` to read who is signed in, `signOut` / `endAllSessions` to end sessions.
 * The token is 256 random bits in an HttpOnly cookie; only its SHA-256 is stored.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/schema.js';
import {
  EMAIL_COOKIE,
  NICK_COOKIE,
  REFERER_COOKIE,
  TIME_COOKIE,
  TOKEN_COOKIE,
  UID_COOKIE,
  cookieBase,
} from './cookies.js';
import { randomToken, sha256Hex } from './hashing.js';

/** Session lifetime with 下次免登录 (remember me) on. */
export const REMEMBER_SECONDS = 30 * 86_400;
/** Session lifetime without remember me. */
export const SHORT_SECONDS = 86_400;
const EMAIL_COOKIE_SECONDS = 7 * 86_400;
const REFERER_COOKIE_SECONDS = 3 * 3_600;

/** What a sign-in hands back (behaviour.md §3 QR success shape): token, expire and time, epoch seconds. */
export interface SignInResult {
  token: string;
  expire: number;
  time: number;
}

/** The signed-in user of a request. */
export interface SessionUser {
  id: number;
  nickname: string;
  phone: string | null;
  email: string | null;
  hasPassword: boolean;
  /** Hash of this request's session token (to keep it when ending the others). */
  tokenHash: string;
}

/** Options of `signIn`. */
export interface SignInOptions {
  /** Long session (30 days) instead of one day; default true. */
  remember?: boolean;
}

function tokenHashOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[TOKEN_COOKIE];
  return token ? sha256Hex(token) : undefined;
}

/**
 * Starts a session for `userId` and sets the behaviour.md §3/§9 cookies on `reply`; the request's old
 * session (if any) ends, so every sign-in rotates the token.
 */
export async function signIn(
  reply: FastifyReply,
  request: FastifyRequest,
  userId: number,
  options: SignInOptions = {},
): Promise<SignInResult> {
  const { db, clock } = request.server;
  const time = clock();
  const expire = time + (options.remember === false ? SHORT_SECONDS : REMEMBER_SECONDS);
  const token = randomToken();
  const oldHash = tokenHashOf(request);
  const user = await db.kysely.transaction().execute(async (trx) => {
    if (oldHash) await trx.deleteFrom('sessions').where('token_hash', '=', oldHash).execute();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(token),
        user_id: userId,
        created_at: time,
        expires_at: expire,
      })
      .execute();
    return trx
      .selectFrom('users')
      .select(['id', 'nickname'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  });
  const base = cookieBase(request);
  const expires = new Date(expire * 1000);
  reply.setCookie(TOKEN_COOKIE, token, { ...base, httpOnly: true, expires });
  reply.setCookie(TIME_COOKIE, String(expire), { ...base, httpOnly: true, expires });
  reply.setCookie(UID_COOKIE, String(user.id), base);
  reply.setCookie(NICK_COOKIE, user.nickname, base);
  reply.setCookie(EMAIL_COOKIE, '_default', { ...base, maxAge: EMAIL_COOKIE_SECONDS });
  return { token, expire, time };
}

/** The user signed in on this request, or null (no cookie, unknown or expired session). */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  const tokenHash = tokenHashOf(request);
  if (!tokenHash) return null;
  const row = await request.server.db.kysely
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.nickname', 'users.phone', 'users.email', 'users.password_hash'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', request.server.clock())
    .executeTakeFirst();
  if (!row) return null;
  const { password_hash: passwordHash, ...user } = row;
  return { ...user, hasPassword: passwordHash !== null, tokenHash };
}

/** Clears the sign-in cookies (behaviour.md §3 names) on `reply`. */
export function clearSessionCookies(reply: FastifyReply, request: FastifyRequest): void {
  const base = cookieBase(request);
  for (const name of [TOKEN_COOKIE, TIME_COOKIE, UID_COOKIE, NICK_COOKIE, EMAIL_COOKIE]) {
    reply.clearCookie(name, base);
  }
}

/** Ends this request's session (if any) and clears its cookies. */
export async function signOut(reply: FastifyReply, request: FastifyRequest): Promise<void> {
  const tokenHash = tokenHashOf(request);
  if (tokenHash) {
    await request.server.db.kysely
      .deleteFrom('sessions')
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  clearSessionCookies(reply, request);
}

/** Ends every session of `userId` except the one whose hash is `exceptTokenHash`; returns how many. */
export async function endAllSessions(
  db: Db,
  userId: number,
  exceptTokenHash?: string,
): Promise<number> {
  let query = db.kysely.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sets behaviour.md §9's `_referer` cookie (3 hours) before a social sign-in leaves the site. */
export function setRefererCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  referer: string,
): void {
  reply.setCookie(REFERER_COOKIE, referer, {
    ...cookieBase(request),
    maxAge: REFERER_COOKIE_SECONDS,
  });
}
