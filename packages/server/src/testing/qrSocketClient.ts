import { WebSocket } from 'ws';
import { TEST_HOST, TEST_ORIGIN, type IdentityClient } from './identityClient.js';

/** A `/sck` connection in tests: frames arrive in order through `next()`. */
export interface TestSocket {
  socket: WebSocket;
  /** The next frame as JSON; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<{ code: number; msg: string; data?: Record<string, unknown> }>;
  /** Sends `{ action: 'QrCodeLogin', msg: { tid } }`. */
  subscribe(tid: string): void;
}

/** Opens `/sck` on `port` as `browser` (its cookies, same-site Origin unless `origin` is given). */
export function openQrSocket(
  port: number,
  browser: IdentityClient,
  origin: string | null = TEST_ORIGIN,
): Promise<TestSocket> {
  const cookie = [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers: Record<string, string> = { host: TEST_HOST, cookie };
  if (origin) headers.origin = origin;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/sck`, { headers });
  const frames: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  socket.on('message', (raw) => {
    const take = waiting.shift();
    if (take) take(String(raw));
    else frames.push(String(raw));
  });
  const next: TestSocket['next'] = (timeoutMs = 3_000) =>
    new Promise((resolve, reject) => {
      const queued = frames.shift();
      if (queued !== undefined) return resolve(JSON.parse(queued));
      const timer = setTimeout(() => reject(new Error('no frame')), timeoutMs);
      waiting.push((text) => {
        clearTimeout(timer);
        resolve(JSON.parse(text));
      });
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        next,
        subscribe: (tid) => socket.send(JSON.stringify({ action: 'QrCodeLogin', msg: { tid } })),
      }),
    );
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
