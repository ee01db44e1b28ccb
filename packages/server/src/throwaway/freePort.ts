import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// Outgoing connections take their local port from the system's ephemeral range (Linux:
// /proc/sys/net/ipv4/ip_local_port_range), so a port picked there (`listen(0)`) can be taken by
// any connection in the seconds before its server binds it, and that server fails with
// EADDRINUSE. Ours come from below that range, where only listeners go.
const LOWEST = 10_000;
const DEFAULT_EPHEMERAL_START = 32_768;

function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const port = Number(start);
    return port > LOWEST + 1_000 ? port : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

const HIGHEST = ephemeralStart() - 1;
// This process never hands out a port twice, even before the first one is bound.
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on right now, outside the range outgoing connections use. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (handedOut.has(port)) continue;
    // Claimed before the check, so calls made together never pick the same port.
    handedOut.add(port);
    if (await isFree(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`no free loopback port between ${LOWEST} and ${HIGHEST}`);
}
