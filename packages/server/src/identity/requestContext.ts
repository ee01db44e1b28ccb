import type { FastifyRequest } from 'fastify';
import { FP_COOKIE } from './cookies.js';
import { currentUser, type SessionUser } from './session.js';
import { HttpError } from '../http/errors.js';

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

/** A string field of an identity form (numbers from JSON bodies are coerced). */
const STRING_FIELD = { type: 'string', maxLength: 128 } as const;

/**
 * Body schema with these string fields, typed so the route's body type follows from it. With no
 * required field it has no `required` at all: OpenAPI 3.0 forbids an empty `required` list.
 */
export function stringBody<R extends string, O extends string = never>(
  required: readonly R[],
  optional: readonly O[] = [],
) {
  const properties = Object.fromEntries(
    [...required, ...optional].map((name) => [name, STRING_FIELD]),
  ) as { [K in R | O]: typeof STRING_FIELD };
  const schema = { type: 'object', properties } as const;
  return (
    required.length > 0 ? { ...schema, required: [...required] } : schema
  ) as typeof schema & {
    readonly required: R[];
  };
}
