import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SMS_BUDGETS } from '../identity/budget.js';
import { DIALECTS } from '../testing/dialects.js';
import {
  IdentityClient,
  identityHarness,
  type IdentityHarness,
} from '../testing/identityClient.js';

const START = Date.UTC(2026, 5, 1, 4) / 1000;
const SECRET = 'turnstile-test-secret';
const GOOD_TOKEN = 'XXXX.good-token';

interface Answer {
  code: number;
  data?: { link?: string };
}

/** A loopback stand-in for Turnstile's siteverify: form in, `{ success, error-codes }` out. */
async function fakeSiteverify(): Promise<{ server: Server; url: string; seen: URLSearchParams[] }> {
  const seen: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const success = form.get('secret') === SECRET && form.get('response') === GOOD_TOKEN;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`, seen };
}

describe.each(DIALECTS)('captcha providers on %s', (dialect) => {
  let seq = 0;
  let ip: string;
  beforeEach(() => {
    seq += 1;
    ip = `198.51.100.${seq}`;
  });

  // Send until the captcha is asked for; returns the SmsCode caller.
  async function untilChallenged(h: IdentityHarness, client: IdentityClient) {
    const ask = async (i: number) =>
      (
        await client.post(
          '/UserHelper/SmsCode',
          { phone: `1350${String(seq).padStart(3, '0')}${String(i).padStart(4, '0')}` },
          { ip },
        )
      ).json<Answer>();
    let i = 0;
    while ((await ask(i)).data?.link === undefined) {
      i += 1;
      h.now.value += 61;
    }
    return ask;
  }

  describe('Turnstile', () => {
    let h: IdentityHarness;
    let fake: Awaited<ReturnType<typeof fakeSiteverify>>;
    beforeAll(async () => {
      fake = await fakeSiteverify();
      h = await identityHarness(dialect, START, {
        CAPTCHA_PROVIDER: 'turnstile',
        TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
        TURNSTILE_SECRET_KEY: SECRET,
        TURNSTILE_VERIFY_URL: fake.url,
      });
    });
    afterAll(async () => {
      await h.app.close();
      fake.server.close();
    });

    test('the data.link page loads the widget, and only a token siteverify passes unlocks a send', async () => {
      const client = new IdentityClient(h);
      const ask = await untilChallenged(h, client);
      const captchaPage = await client.get('/UserHelper/Captcha', {}, { unsigned: true, ip });
      expect(captchaPage.body).toContain(
        '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer>',
      );
      expect(captchaPage.body).toContain('data-sitekey="1x00000000000000000000AA"');
      expect(captchaPage.headers['content-security-policy']).toContain(
        'frame-src https://challenges.cloudflare.com',
      );

      // A script that solves arithmetic has nothing to solve here.
      const arithmetic = await client.post(
        '/UserHelper/Captcha',
        { id: 'x', answer: '42' },
        { unsigned: true, ip },
      );
      expect(arithmetic.statusCode).toBe(400);
      const forged = await client.post(
        '/UserHelper/Captcha',
        { 'cf-turnstile-response': 'XXXX.forged' },
        { unsigned: true, ip },
      );
      expect(forged.statusCode).toBe(400);
      h.now.value += 61;
      expect((await ask(100)).data?.link).toBe('/UserHelper/Captcha');

      const passed = await client.post(
        '/UserHelper/Captcha',
        { 'cf-turnstile-response': GOOD_TOKEN },
        { unsigned: true, ip },
      );
      expect(passed.body).toContain("postMessage('success'");
      expect(fake.seen.at(-1)?.get('secret')).toBe(SECRET);
      expect(fake.seen.at(-1)?.get('remoteip')).toBe(ip);
      h.now.value += 61;
      expect((await ask(101)).code).toBe(1);
    });
  });

  describe('the arithmetic default', () => {
    let h: IdentityHarness;
    beforeAll(async () => {
      h = await identityHarness(dialect, START);
    });
    afterAll(() => h.app.close());

    // A script solved the arithmetic 16 of 16 times: the budgets, not the captcha, are the limit.
    test('a script that solves every question still gets no more than the IP budget', async () => {
      const client = new IdentityClient(h);
      const ask = await untilChallenged(h, client);
      let sent = 0;
      for (let i = 0; i < SMS_BUDGETS.ip.hour + 5; i += 1) {
        const captchaPage = await client.get('/UserHelper/Captcha', {}, { unsigned: true, ip });
        const id = /name="id" value="([^"]+)"/.exec(captchaPage.body)?.[1] ?? '';
        const [, a, b] = /(\d+) \+ (\d+) = \?/.exec(captchaPage.body) ?? [];
        const answer = String(Number(a) + Number(b));
        const solved = await client.post(
          '/UserHelper/Captcha',
          { id, answer },
          { unsigned: true, ip },
        );
        expect(solved.statusCode).toBe(200);
        if ((await ask(200 + i)).code === 1) sent += 1;
      }
      const before = 3;
      expect(sent + before).toBe(SMS_BUDGETS.ip.hour);
    });
  });
});
