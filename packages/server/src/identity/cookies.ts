import { needsLegacyCookies } from '@pricetrail/core';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** Behaviour.md §3 session token cookie (HttpOnly). */
export const TOKEN_COOKIE = 'GWD_USER_TOKEN';
/** Behaviour.md §3: the session's expire time, epoch seconds. */
export const TIME_COOKIE = 'GWD_USER_TIME';
/** Behaviour.md §3/§9: user id, a session cookie the page may read. */
export const UID_COOKIE = 'plt_uid';
/** Behaviour.md §3/§9: nickname, a session cookie the page may read. */
export const NICK_COOKIE = 'plt_user_nk';
/** Behaviour.md §3/§9: set to `_default`, lasts 7 days. */
export const EMAIL_COOKIE = 'plt_user_email';
/** Behaviour.md §3/§9: where social sign-in returns, lasts 3 hours. */
export const REFERER_COOKIE = '_referer';
/** Device fingerprint hash the page sets (behaviour.md §3); an SMS budget key. */
export const FP_COOKIE = 'fp';

/**
 * Base attributes: path `/`, SameSite=Lax and Secure on https; behaviour.md §9 gives Chrome ≤ 66
 * neither Secure nor SameSite (those versions reject SameSite=None and mishandle Lax).
 */
export function cookieBase(request: FastifyRequest): CookieSerializeOptions {
  if (needsLegacyCookies(request.headers['user-agent'] ?? '')) return { path: '/' };
  return { path: '/', sameSite: 'lax', secure: request.protocol === 'https' };
}
