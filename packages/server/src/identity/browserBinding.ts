import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieBase } from './cookies.js';
import { randomToken } from './hashing.js';

/** HttpOnly secret that binds QR tickets to the browser that shows the code. */
export const QR_BROWSER_COOKIE = 'plt_qr';
/** HttpOnly secret that binds OAuth `state`s to the browser that left for the provider. */
export const OAUTH_BROWSER_COOKIE = 'plt_oauth';

const SECRET = /^[\w-]{43}$/;

/** The browser's binding secret in cookie `name`, or undefined when absent or malformed. */
export function readBrowserSecret(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value && SECRET.test(value) ? value : undefined;
}

/**
 * The browser's binding secret, created when missing; the cookie is (re)set for `maxAge` seconds.
 * An existing secret is kept so several tabs (or several Authorize calls) share one binding.
 */
export function browserSecret(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  maxAge: number,
): string {
  const secret = readBrowserSecret(request, name) ?? randomToken();
  reply.setCookie(name, secret, { ...cookieBase(request), httpOnly: true, maxAge });
  return secret;
}
