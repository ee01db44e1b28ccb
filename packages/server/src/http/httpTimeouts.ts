/** How long the HTTP server waits on a client, in ms; every setting is in `.env.example`. */
export interface HttpTimeouts {
  /**
   * A connection on which nothing moves for this long is closed: one that never sends a request,
   * a client that stops reading, a stream with nothing to say (`HTTP_IDLE_TIMEOUT_MS`, 60 s).
   */
  idleMs: number;
  /** How long a kept-alive connection waits for its next request (`HTTP_KEEP_ALIVE_TIMEOUT_MS`). */
  keepAliveMs: number;
  /** The request line and headers must have arrived within this (`HTTP_HEADERS_TIMEOUT_MS`). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (`HTTP_REQUEST_TIMEOUT_MS`). */
  requestMs: number;
}

/** The production timeouts. */
export const DEFAULT_HTTP_TIMEOUTS: Readonly<HttpTimeouts> = {
  idleMs: 60_000,
  // Longer than a proxy's own keep-alive (nginx and load balancers keep 60 s), so the proxy is the
  // one that closes and never sends a request on a connection the server is closing.
  keepAliveMs: 72_000,
  headersMs: 30_000,
  // Nine 10 MB photos of a 晒单 take about four minutes over a 3 Mbit/s phone upload.
  requestMs: 300_000,
};

const SETTINGS: Readonly<Record<keyof HttpTimeouts, string>> = {
  idleMs: 'HTTP_IDLE_TIMEOUT_MS',
  keepAliveMs: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
  headersMs: 'HTTP_HEADERS_TIMEOUT_MS',
  requestMs: 'HTTP_REQUEST_TIMEOUT_MS',
};

// No timeout at all (0) is what left 300 idle connections open: every one must be set.
const MAX_MS = 3_600_000;

/** Reads the HTTP timeouts; a Chinese sentence when one cannot be used. */
export function loadHttpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts | string {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS };
  for (const [key, name] of Object.entries(SETTINGS) as [keyof HttpTimeouts, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > MAX_MS) {
      return `${name} 必须是 1–${MAX_MS} 之间的整数（毫秒），收到 "${raw}"`;
    }
    timeouts[key] = value;
  }
  if (timeouts.headersMs > timeouts.requestMs) {
    return 'HTTP_HEADERS_TIMEOUT_MS 不能大于 HTTP_REQUEST_TIMEOUT_MS（请求头是请求的一部分）';
  }
  return timeouts;
}
