import type { FastifyRequest } from 'fastify';
import { FP_COOKIE } from '../../identity/cookies.js';
import { currentUser, type SessionUser } from '../../identity/session.js';
import { HttpError } from '../../plugins/errors.js';

/** The request's `fp` cookie when it looks like a fingerprint hash, else undefined. */
export function fingerprintOf(request: FastifyRequest): string | undefined {
  const fp = request.cookies[FP_COOKIE];
  return fp && /^[\w-]{1,64}$/.test(fp) ? fp : undefined;
}

/** The signed-in user, or a 401 `{ code, msg }`. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new HttpError(401, '请先登录');
  return user;
}

/** Body schema with these string fields (numbers from JSON bodies are coerced). */
export function stringBody(required: readonly string[], optional: readonly string[] = []) {
  const properties = Object.fromEntries(
    [...required, ...optional].map((name) => [name, { type: 'string', maxLength: 128 }]),
  );
  return { type: 'object', properties, required: [...required] } as const;
}
