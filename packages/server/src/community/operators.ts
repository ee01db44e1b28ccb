import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentUser, type SessionUser } from '../identity/session.js';
import { HttpError } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The uids in `OPERATOR_UIDS`: they moderate 晒单, reviews and suggestions. */
    operators: ReadonlySet<number>;
  }
}

const decorateOperators: FastifyPluginAsync<{ uids: readonly number[] }> = async (
  app,
  { uids },
) => {
  app.decorate('operators', new Set(uids));
};

/** Decorates `app.operators` from the configured uids. */
export const operatorsPlugin = fp(decorateOperators, { name: 'operators' });

/** The signed-in operator, a 401 when nobody is signed in, or a 403 for anyone else. */
export async function requireOperator(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new HttpError(401, '请先登录');
  if (!request.server.operators.has(user.id)) throw new HttpError(403, '无权访问审核后台');
  return user;
}
