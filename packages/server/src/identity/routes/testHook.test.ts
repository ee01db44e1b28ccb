import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signParams } from '@pricetrail/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { freshDb } from '../../testing/dialects.js';

const NOW = Date.UTC(2026, 7, 1) / 1000;

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-hook-'));
  return buildApp(
    { ...loadConfig(env), dataDir, siteDir: dataDir, logLevel: 'silent' },
    { db: await freshDb('sqlite'), clock: () => NOW },
  );
}

describe('the console sender test hook', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ SMS_TEST_HOOK: '1', PUBLIC_ORIGIN: 'http://localhost' });
  });
  afterAll(() => app.close());

  test('loopback callers read the last code; the SMS answer itself never holds it', async () => {
    const params = { phone: '13812345678', tag: 'login', t: String(NOW) };
    const sent = await app.inject({
      method: 'POST',
      url: '/UserHelper/SmsCode',
      headers: { host: 'localhost', origin: 'http://localhost' },
      payload: { ...params, sign: signParams(params, 'UserHelper/SmsCode') },
    });
    expect(sent.json()).toMatchObject({ code: 1 });
    const hook = await app.inject({ url: '/__test/sms/13812345678', remoteAddress: '127.0.0.1' });
    const { code } = hook.json<{ code: string }>();
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.body).not.toContain(code);
    const remote = await app.inject({
      url: '/__test/sms/13812345678',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
  });
});

test('without SMS_TEST_HOOK=1 the hook does not exist', async () => {
  const app = await appWith({});
  const response = await app.inject({ url: '/__test/sms/13812345678', remoteAddress: '127.0.0.1' });
  // Falls through to the site's page handler: no code, never a 200.
  expect(response.statusCode).not.toBe(200);
  expect(response.body).not.toMatch(/"code":"\d{6}"/);
  await app.close();
});
