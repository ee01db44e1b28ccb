import { signParams, type SignableParams } from '@pricetrail/core';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { HttpError } from '../http/errors.js';
import { ownOrigins } from '../security/origins.js';

/** How far `t` may be from the server clock, either way (clock skew + slow networks). */
export const T_WINDOW_SECONDS = 300;

const MSG_STALE = '请求已过期，请校准本机时间后重试';
const MSG_SIGN = '请求签名无效，请刷新页面后重试';
const MSG_ORIGIN = '禁止跨站请求';

function paramsOf(request: FastifyRequest): SignableParams {
  const source: unknown = request.method === 'GET' ? request.query : request.body;
  if (source === undefined || source === null) return {};
  if (typeof source !== 'object' || Array.isArray(source)) throw new HttpError(400, '请求参数有误');
  const params: SignableParams = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== null && typeof value === 'object') throw new HttpError(400, '请求参数有误');
    params[key] = value as SignableParams[string];
  }
  return params;
}

/** Throws 400 unless `t` is within the window and `sign` is core's sign for `action`. */
export function checkSign(request: FastifyRequest, action: string, now: number): void {
  const params = paramsOf(request);
  const t = Number(params.t);
  if (!Number.isInteger(t) || Math.abs(t - now) > T_WINDOW_SECONDS) {
    throw new HttpError(400, MSG_STALE);
  }
  if (typeof params.sign !== 'string' || params.sign !== signParams(params, action)) {
    throw new HttpError(400, MSG_SIGN);
  }
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Throws 403 unless the request comes from one of the site's public origins or `allowed`. */
export function checkOrigin(request: FastifyRequest, allowed: readonly string[]): void {
  const origin = originOf(request);
  if (!origin || (!ownOrigins(request.server).includes(origin) && !allowed.includes(origin)))
    throw new HttpError(403, MSG_ORIGIN);
}

/** onRequest hook: state-changing methods must pass the Origin check. */
export function originGuard(app: FastifyInstance): onRequestHookHandler {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      checkOrigin(request, app.identity.allowedOrigins);
    }
  };
}

/** preValidation hook for a signed call: `t` fresh and `sign` valid for `action`. */
export function signGuard(app: FastifyInstance, action: string): preValidationHookHandler {
  return async (request) => {
    checkSign(request, action, app.clock());
  };
}
