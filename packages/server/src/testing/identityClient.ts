import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signParams } from '@pricetrail/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db, Dialect } from '../db/schema.js';
import { freshDb } from './dialects.js';
import { RecordingSmsSender } from '../fakes/fakeSms.js';

/** The host identity tests call, and the matching same-site Origin. */
export const TEST_HOST = 'pricetrail.test';
/** The Origin of a same-site request in tests. */
export const TEST_ORIGIN = `http://${TEST_HOST}`;

/** An app over a fresh database with a settable clock, a recording SMS sender and no real waits. */
export interface IdentityHarness {
  app: FastifyInstance;
  db: Db;
  sms: RecordingSmsSender;
  /** Slow-down waits asked for, in ms. */
  waits: number[];
  /** Current epoch seconds; tests move it. */
  now: { value: number };
  /** Warnings and errors the app logged, parsed. */
  logs: Record<string, unknown>[];
}

/** Builds the harness on a fresh database of `dialect`; `env` adds settings (e.g. `OAUTH_*`). */
export async function identityHarness(
  dialect: Dialect,
  start: number,
  env: NodeJS.ProcessEnv = {},
): Promise<IdentityHarness> {
  return identityHarnessOn(await freshDb(dialect), start, env);
}

/** Builds the harness on an open, migrated database (several instances may share one). */
export async function identityHarnessOn(
  db: Db,
  start: number,
  env: NodeJS.ProcessEnv = {},
): Promise<IdentityHarness> {
  const sms = new RecordingSmsSender();
  const waits: number[] = [];
  const now = { value: start };
  const logs: Record<string, unknown>[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-identity-'));
  const app = await buildApp(
    {
      ...loadConfig({ PUBLIC_ORIGIN: TEST_ORIGIN, ...env }),
      dataDir,
      siteDir: dataDir,
      logLevel: 'warn',
    },
    {
      db,
      clock: () => now.value,
      smsSender: sms,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    },
  );
  return { app, db, sms, waits, now, logs };
}

/** Options of one call. */
export interface CallOptions {
  origin?: string | null;
  ip?: string;
  /** Override `t` (seconds); default the harness clock. */
  t?: number;
  unsigned?: boolean;
  /** Send JSON instead of a form body. */
  json?: boolean;
  headers?: Record<string, string>;
}

/** A browser stand-in: signs like services' Http, keeps a cookie jar, sends same-site Origin. */
export class IdentityClient {
  /** Cookies as the browser would hold them. */
  readonly jar = new Map<string, string>();

  constructor(private readonly harness: IdentityHarness) {}

  private params(path: string, params: Record<string, string>, options: CallOptions) {
    if (options.unsigned) return params;
    const withTime = { ...params, t: String(options.t ?? this.harness.now.value) };
    return { ...withTime, sign: signParams(withTime, path.replace(/^\//, '')) };
  }

  private cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.expires !== undefined && cookie.expires.getTime() <= this.harness.now.value * 1000;
      if (cookie.value === '' || expired || cookie.maxAge === 0) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
  }

  /** A signed POST (form body unless `json`). */
  async post(path: string, body: Record<string, string>, options: CallOptions = {}) {
    const payload = this.params(path, body, options);
    const headers: Record<string, string> = {
      host: TEST_HOST,
      cookie: this.cookieHeader(),
      ...options.headers,
    };
    if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
    const response = await this.harness.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: options.ip ?? '203.0.113.7',
      headers: {
        ...headers,
        'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      payload: options.json ? JSON.stringify(payload) : new URLSearchParams(payload).toString(),
    });
    this.remember(response);
    return response;
  }

  /** A signed GET. */
  async get(path: string, query: Record<string, string> = {}, options: CallOptions = {}) {
    const response = await this.harness.app.inject({
      method: 'GET',
      url: path,
      query: this.params(path, query, options),
      remoteAddress: options.ip ?? '203.0.113.7',
      headers: { host: TEST_HOST, cookie: this.cookieHeader(), ...options.headers },
    });
    this.remember(response);
    return response;
  }

  /** Asks for a code and signs in through the capi callback; returns the capi answer. */
  async smsLogin(phone: string, options: CallOptions = {}) {
    const asked = (await this.post('/UserHelper/SmsCode', { phone, tag: 'login' }, options)).json<{
      code: number;
      data: { capi: string };
    }>();
    if (asked.code !== 1) throw new Error(`SmsCode answered ${JSON.stringify(asked)}`);
    const code = this.harness.sms.lastCode(phone);
    return this.post(asked.data.capi, { code }, { ...options, unsigned: true });
  }
}
