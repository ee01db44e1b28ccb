// A loopback stand-in for the identity host (Node only: not exported from the testing entry,
// which stories load in the browser).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signParams } from '@pricetrail/core';

/** One request the stand-in received: query and form fields together. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Record<string, string>;
}

/** A recording identity host: answers by path (default `{ code: 1 }`), remembers every call. */
export interface IdentityServer {
  /** Its base URL. */
  base: string;
  /** Every request received since the last `reset`. */
  seen: SeenRequest[];
  /** The JSON body answered for a path. */
  answers: Map<string, unknown>;
  /** The status answered for a path (default 200). */
  statuses: Map<string, number>;
  /** Forgets what was received and every scripted answer. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the stand-in on a free loopback port. */
export async function startIdentityServer(): Promise<IdentityServer> {
  const seen: SeenRequest[] = [];
  const answers = new Map<string, unknown>();
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://local');
      const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const params = Object.fromEntries([...url.searchParams, ...body]);
      seen.push({ method: request.method ?? '', path: url.pathname, params });
      response.statusCode = statuses.get(url.pathname) ?? 200;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answers.get(url.pathname) ?? { code: 1 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answers,
    statuses,
    reset: () => {
      seen.length = 0;
      answers.clear();
      statuses.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether `params` carry `t` for `nowMs` and the core sign for `action`. */
export function isSignedAt(params: Record<string, string>, action: string, nowMs: number): boolean {
  const { sign, ...rest } = params;
  return rest.t === String(nowMs / 1000) && sign === signParams(rest, action);
}
