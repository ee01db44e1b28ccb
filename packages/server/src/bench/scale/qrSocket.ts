import { WebSocket } from 'ws';
import type { ScaleClient } from './client.js';

/** A frame the QR socket sends. */
export interface QrFrame {
  code: number;
  msg: string;
  data?: { token?: string };
}

/** An open `/sck` socket whose frames arrive in order through `next()`. */
export interface QrSocket {
  /** The next frame; rejects after `timeoutMs` or when the socket closes first. */
  next(timeoutMs?: number): Promise<QrFrame>;
  close(): void;
}

/** Opens `/sck` at `base` (nginx or one instance) as `browser`, and subscribes to ticket `tid`. */
export function openQrSocket(
  base: string,
  browser: ScaleClient,
  siteOrigin: string,
  tid: string,
): Promise<QrSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/sck`, {
    headers: {
      origin: siteOrigin,
      cookie: browser.cookieHeader(),
      'x-forwarded-for': browser.visitorIp,
    },
  });
  const frames: QrFrame[] = [];
  const waiting: ((frame: QrFrame | Error) => void)[] = [];
  const deliver = (item: QrFrame | Error) => {
    const take = waiting.shift();
    if (take) take(item);
    else if (!(item instanceof Error)) frames.push(item);
  };
  socket.on('message', (raw) => deliver(JSON.parse(String(raw)) as QrFrame));
  socket.on('close', () => {
    while (waiting.length > 0) deliver(new Error('socket closed'));
  });
  const next = (timeoutMs = 10_000) =>
    new Promise<QrFrame>((resolve, reject) => {
      const queued = frames.shift();
      if (queued) return resolve(queued);
      if (socket.readyState >= WebSocket.CLOSING) return reject(new Error('socket closed'));
      const timer = setTimeout(() => reject(new Error('no frame in time')), timeoutMs);
      waiting.push((item) => {
        clearTimeout(timer);
        if (item instanceof Error) reject(item);
        else resolve(item);
      });
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.send(JSON.stringify({ action: 'QrCodeLogin', msg: { tid } }));
      resolve({ next, close: () => socket.close() });
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
