import { networkOf } from './network.js';

/** Who sent a report, as the server decided it (never a client-chosen header or cookie). */
export interface Reporter {
  /** `user:<id>` when signed in, else `net:<network>`: whose reputation the report carries. */
  key: string;
  /** The connection's network (IPv4 /24, IPv6 /48): one independent witness. */
  network: string;
  /** The signed-in user, if any. */
  userId: number | null;
}

/** The reporter behind a connection from `ip` (already proxy-resolved) and its session's user. */
export function reporterFrom(ip: string, userId: number | null): Reporter {
  const network = networkOf(ip);
  return { key: userId === null ? `net:${network}` : `user:${userId}`, network, userId };
}
