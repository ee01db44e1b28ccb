import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../../identity/session.js';
import { SUBSCRIBER_PREFIX, networkOf } from '../../trust/network.js';
import { reporterFrom, type Reporter } from '../../trust/reporter.js';

/**
 * The reporter of a request: its connection's address (`request.ip`, which follows
 * X-Forwarded-For only from proxies listed in TRUST_PROXY) and its signed-in user, if any.
 * Client-chosen headers and cookies other than the session play no part.
 */
export async function reporterOf(request: FastifyRequest): Promise<Reporter> {
  const user = await currentUser(request);
  return reporterFrom(request.ip, user?.id ?? null);
}

/** Rate-limit key for price reports: the subscriber line (IPv4 address, IPv6 /64). */
export function reportRateKey(request: FastifyRequest): string {
  return `reports:${networkOf(request.ip, SUBSCRIBER_PREFIX)}`;
}
