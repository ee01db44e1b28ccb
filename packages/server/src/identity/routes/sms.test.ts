import { MSG_INVALID_CODE, MSG_INVALID_PHONE } from '@pricetrail/core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SMS_BUDGETS } from '../budget.js';
import { sha256Hex } from '../hashing.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  IdentityClient,
  identityHarness,
  type IdentityHarness,
} from '../../testing/identityClient.js';

const START = Date.UTC(2026, 5, 1, 4) / 1000;

// Ten times the IP's hourly budget and twenty times the pool's 10 connections: the budgets are
// raced at the database's full concurrency. A burst of 1,000 proved no more and cost 5,000
// PostgreSQL round trips, 14–20 s of the 20 s budget on a loaded CI machine.
const BURST = 200;

interface Answer {
  code: number;
  msg: string;
  data?: { capi?: string; link?: string; uid?: number };
}

describe.each(DIALECTS)('SMS sign-in on %s', (dialect) => {
  let h: IdentityHarness;
  let phoneSeq = 0;
  // A fresh phone and IP per test, so budgets of one test never leak into another.
  let phone: string;
  let ip: string;
  let client: IdentityClient;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(() => {
    phoneSeq += 1;
    phone = `1391234${String(phoneSeq).padStart(4, '0')}`;
    ip = `198.51.100.${phoneSeq}`;
    client = new IdentityClient(h);
    h.now.value += 7_200;
  });

  async function ask(target = phone, tag = 'login') {
    const response = await client.post('/UserHelper/SmsCode', { phone: target, tag }, { ip });
    return response.json<Answer>();
  }

  test('code 1 with a capi; the capi signs in, registers and sets the spec cookies', async () => {
    const asked = await ask(`+86 ${phone.slice(0, 3)}-${phone.slice(3)}`, 'register');
    expect(asked.code).toBe(1);
    const code = h.sms.lastCode(phone);
    expect(JSON.stringify(asked)).not.toContain(code);
    const stored = await h.db.kysely
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tag).toBe('login');
    expect(stored[0]?.code_hash).not.toContain(code);

    const signed = await client.post(asked.data?.capi ?? '', { code }, { unsigned: true, ip });
    expect(signed.json<Answer>().code).toBe(1);
    const cookies = Object.fromEntries(signed.cookies.map((c) => [c.name, c]));
    const token = cookies.GWD_USER_TOKEN;
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(token?.secure).toBeFalsy();
    expect(token?.expires?.getTime()).toBe(Number(cookies.GWD_USER_TIME?.value) * 1000);
    expect(cookies.plt_uid?.expires).toBeUndefined();
    expect(cookies.plt_user_nk?.value).toBe(`价迹用户${phone.slice(-4)}`);
    expect(cookies.plt_user_email).toMatchObject({ value: '_default', maxAge: 7 * 86_400 });
    const sessions = await h.db.kysely.selectFrom('sessions').selectAll().execute();
    expect(sessions.map((s) => s.token_hash)).toContain(sha256Hex(token?.value ?? ''));
    expect(JSON.stringify(sessions)).not.toContain(token?.value);

    const detail = await client.get('/User/Detail');
    expect(detail.json()).toMatchObject({
      code: 1,
      data: {
        unions: [{ utype: 4, unick: `${phone.slice(0, 3)}*****${phone.slice(-3)}`, status: '1' }],
        has_passwd: false,
      },
    });
  });

  test('a second phone login finds the same user and rotates the token', async () => {
    await client.smsLogin(phone, { ip });
    const first = client.jar.get('GWD_USER_TOKEN');
    h.now.value += 61;
    const again = await client.smsLogin(phone, { ip });
    expect(again.json<Answer>().data?.uid).toBeGreaterThan(0);
    expect(client.jar.get('GWD_USER_TOKEN')).not.toBe(first);
    const users = await h.db.kysely
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(users).toHaveLength(1);
    const old = await h.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', sha256Hex(first ?? ''))
      .execute();
    expect(old).toHaveLength(0);
  });

  test('only mainland mobiles; unknown tags refused', async () => {
    expect((await ask('12345678901')).msg).toBe(MSG_INVALID_PHONE);
    expect((await ask('+1 415 555 0100')).msg).toBe(MSG_INVALID_PHONE);
    expect((await ask(phone, 'hack')).code).toBe(-1);
    expect(h.sms.sent.filter((s) => s.phone === phone)).toHaveLength(0);
  });

  test('a code works once', async () => {
    const asked = await ask();
    const code = h.sms.lastCode(phone);
    expect(
      (await client.post(asked.data?.capi ?? '', { code }, { unsigned: true })).json<Answer>().code,
    ).toBe(1);
    const reused = await new IdentityClient(h).post(
      asked.data?.capi ?? '',
      { code },
      { unsigned: true },
    );
    expect(reused.json<Answer>()).toEqual({ code: -1, msg: MSG_INVALID_CODE });
  });

  test('after five wrong tries even the right code is refused', async () => {
    const asked = await ask();
    const code = h.sms.lastCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await client.post(asked.data?.capi ?? '', { code: wrong }, { unsigned: true });
      expect(answer.json<Answer>().msg).toBe(MSG_INVALID_CODE);
    }
    const sixth = await client.post(asked.data?.capi ?? '', { code }, { unsigned: true });
    expect(sixth.json<Answer>()).toEqual({ code: -1, msg: MSG_INVALID_CODE });
    expect(client.jar.has('GWD_USER_TOKEN')).toBe(false);
  });

  test("another phone's code does not open this phone's capi", async () => {
    const mine = await ask();
    const other = `1370000${String(phoneSeq).padStart(4, '0')}`;
    await ask(other);
    const otherCode = h.sms.lastCode(other);
    const answer = await client.post(
      mine.data?.capi ?? '',
      { code: otherCode },
      { unsigned: true },
    );
    expect(answer.json<Answer>().code).toBe(-1);
    expect(client.jar.has('GWD_USER_TOKEN')).toBe(false);
  });

  test('an expired code is refused (5 minutes)', async () => {
    const asked = await ask();
    const code = h.sms.lastCode(phone);
    h.now.value += 301;
    const answer = await client.post(asked.data?.capi ?? '', { code }, { unsigned: true });
    expect(answer.json<Answer>().msg).toBe(MSG_INVALID_CODE);
  });

  test('one code per phone per 60 s; a new code kills the old one', async () => {
    const first = await ask();
    const firstCode = h.sms.lastCode(phone);
    expect((await ask()).code).toBe(-1);
    h.now.value += 60;
    expect((await ask()).code).toBe(1);
    const stale = await client.post(
      first.data?.capi ?? '',
      { code: firstCode },
      { unsigned: true },
    );
    expect(stale.json<Answer>().code).toBe(-1);
  });

  test(`a ${BURST}-request burst from one IP sends at most ${SMS_BUDGETS.ip.hour} SMS`, async () => {
    const before = h.sms.sent.length;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        client
          .post(
            '/UserHelper/SmsCode',
            { phone: `1500000${String(i).padStart(4, '0')}` },
            { ip: '192.0.2.1' },
          )
          .then((r) => r.json<Answer>()),
      ),
    );
    const sent = h.sms.sent.length - before;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(SMS_BUDGETS.ip.hour);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(sent);
    const refused = answers.filter((a) => a.code !== 1);
    const challenged = refused.filter((a) => a.code === 0);
    expect(refused.every((a) => a.code === 0 || a.code === -1)).toBe(true);
    expect(challenged.every((a) => a.data?.link === '/UserHelper/Captcha')).toBe(true);
  });

  test(`a ${BURST}-request burst for one phone from many IPs sends one SMS`, async () => {
    const before = h.sms.sent.length;
    await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        client.post('/UserHelper/SmsCode', { phone }, { ip: `10.${i >> 8}.${i & 255}.9` }),
      ),
    );
    expect(h.sms.sent.length - before).toBe(1);
  });

  test('after 3 sends an IP needs the captcha; a solved captcha lets one more through', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await ask(`1360000${String(phoneSeq * 10 + i).padStart(4, '0')}`)).code).toBe(1);
    }
    const challenged = await ask();
    expect(challenged).toMatchObject({ code: 0, data: { link: '/UserHelper/Captcha' } });
    const captchaPage = await client.get('/UserHelper/Captcha', {}, { unsigned: true, ip });
    const id = /name="id" value="([^"]+)"/.exec(captchaPage.body)?.[1] ?? '';
    const [, a, b] = /(\d+) \+ (\d+) = \?/.exec(captchaPage.body) ?? [];
    const wrong = await client.post(
      '/UserHelper/Captcha',
      { id, answer: '-1' },
      { unsigned: true, ip },
    );
    expect(wrong.statusCode).toBe(400);
    const page2 = await client.get('/UserHelper/Captcha', {}, { unsigned: true, ip });
    const id2 = /name="id" value="([^"]+)"/.exec(page2.body)?.[1] ?? '';
    const [, c, d] = /(\d+) \+ (\d+) = \?/.exec(page2.body) ?? [];
    expect(id2).not.toBe(id);
    const solved = await client.post(
      '/UserHelper/Captcha',
      { id: id2, answer: String(Number(c) + Number(d)) },
      { unsigned: true, ip },
    );
    expect(solved.body).toContain("postMessage('success'");
    expect(a && b).toBeTruthy();
    expect((await ask()).code).toBe(1);
    h.now.value += 61;
    expect((await ask()).code).toBe(0);
  });

  test('cross-site or Origin-less POSTs are refused before anything is sent', async () => {
    const evil = await client.post(
      '/UserHelper/SmsCode',
      { phone },
      { origin: 'https://evil.example', ip },
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ code: 403, msg: '禁止跨站请求' });
    const none = await client.post('/UserHelper/SmsCode', { phone }, { origin: null, ip });
    expect(none.statusCode).toBe(403);
    const referer = await client.post(
      '/UserHelper/SmsCode',
      { phone },
      {
        origin: null,
        ip,
        headers: { referer: 'http://pricetrail.test/user/login' },
      },
    );
    expect(referer.json<Answer>().code).toBe(1);
    expect(h.sms.sent.filter((s) => s.phone === phone)).toHaveLength(1);
  });

  test('a stale t or a wrong sign is refused; JSON bodies work like forms', async () => {
    const stale = await client.post('/UserHelper/SmsCode', { phone }, { t: h.now.value - 301, ip });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<Answer>().msg).toContain('过期');
    const future = await client.post(
      '/UserHelper/SmsCode',
      { phone },
      { t: h.now.value + 301, ip },
    );
    expect(future.statusCode).toBe(400);
    const forged = await client.post(
      '/UserHelper/SmsCode',
      { phone, sign: 'x', t: String(h.now.value) },
      {
        unsigned: true,
        ip,
      },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json<Answer>().msg).toContain('签名');
    const json = await client.post(
      '/UserHelper/SmsCode',
      { phone, tag: 'login' },
      { json: true, ip },
    );
    expect(json.json<Answer>().code).toBe(1);
  });

  test('a provider failure answers a message and leaves no usable code', async () => {
    h.sms.failing = true;
    try {
      const answer = await ask();
      expect(answer).toEqual({ code: -1, msg: '短信发送失败，请稍后再试' });
      const rows = await h.db.kysely
        .selectFrom('sms_codes')
        .select('id')
        .where('phone', '=', phone)
        .execute();
      expect(rows).toHaveLength(0);
    } finally {
      h.sms.failing = false;
    }
  });
});
