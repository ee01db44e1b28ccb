import { MSG_INVALID_ACCOUNT } from '@pricetrail/core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../testing/dialects.js';
import {
  IdentityClient,
  identityHarness,
  type IdentityHarness,
} from '../../testing/identityClient.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;
const PASSWORD = 'Jade-river-42';

interface Answer {
  code: number;
  msg: string;
  data?: {
    uid?: number;
    link?: string;
    nickname?: string;
    unions?: unknown[];
    has_passwd?: boolean;
  };
}

describe.each(DIALECTS)('password, profile and account on %s', (dialect) => {
  let h: IdentityHarness;
  let seq = 0;
  let phone: string;
  let ip: string;
  let client: IdentityClient;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    seq += 1;
    phone = `1881234${String(seq).padStart(4, '0')}`;
    ip = `198.51.100.${seq}`;
    h.now.value += 7_200;
    client = new IdentityClient(h);
    await client.smsLogin(phone, { ip });
  });

  // Signed-in `client` sets PASSWORD with an SMS code (tag change) to its phone.
  async function setPassword() {
    h.now.value += 61;
    await client.post('/UserHelper/SmsCode', { phone, tag: 'change' }, { ip });
    const code = h.sms.lastCode(phone);
    return (await client.post('/User/Modify', { passwd: PASSWORD, code }, { ip })).json<Answer>();
  }

  function login(account: string, passwd: string, who = new IdentityClient(h)) {
    return who.post('/User/Login', { account, passwd, remember_me: '1' }, { ip });
  }

  test('set a password by SMS code, then sign in with phone or e-mail and password', async () => {
    expect(await setPassword()).toMatchObject({ code: 1 });
    const byPhone = await login(phone, PASSWORD);
    expect(byPhone.json<Answer>().code).toBe(1);
    expect(byPhone.cookies.find((c) => c.name === 'GWD_USER_TOKEN')?.httpOnly).toBe(true);

    const email = `u${seq}@example.com`;
    expect((await client.post('/User/Modify', { email }, { ip })).json<Answer>().code).toBe(1);
    expect((await login(email.toUpperCase(), PASSWORD)).json<Answer>().code).toBe(1);
    const detail = (await client.get('/User/Detail')).json<Answer>();
    expect(detail.data?.unions).toContainEqual({ utype: 5, unick: email, status: '1' });
    expect(detail.data?.has_passwd).toBe(true);
  });

  test('a common or short new password is refused with the core message', async () => {
    await client.post('/UserHelper/SmsCode', { phone, tag: 'change' }, { ip });
    const code = h.sms.lastCode(phone);
    const common = await client.post('/User/Modify', { passwd: 'password1', code }, { ip });
    expect(common.json<Answer>()).toEqual({ code: -1, msg: '密码过于常见，请换一个' });
  });

  test('unknown account and wrong password get the same answer and similar time', async () => {
    await setPassword();
    // The process's CPU time (argon2 runs on its thread pool), not the wall clock: a machine busy
    // with other work stretches the wall time of either side at random, never the work done.
    const timed = async (account: string) => {
      const started = process.cpuUsage();
      const response = await login(account, 'Wrong-pass-1');
      const used = process.cpuUsage(started);
      return { body: response.body, ms: (used.user + used.system) / 1000 };
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, five of each: a busy moment of the machine hits both sides alike.
    for (let i = 0; i < 5; i++) {
      const a = await timed(phone);
      const b = await timed('13000000000');
      expect(b.body).toBe(a.body);
      expect(JSON.parse(a.body)).toEqual({ code: -1, msg: MSG_INVALID_ACCOUNT });
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    // Both run one argon2id verification of the same cost, so neither is much faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 3);
    expect(median(wrong)).toBeGreaterThan(median(unknown) / 3);
  });

  test('repeated failures slow down, then need a captcha, and never lock out for good', async () => {
    await setPassword();
    for (let i = 0; i < 5; i++) await login(phone, 'Wrong-pass-1');
    expect(h.waits.slice(-2)).toEqual([250, 500]);
    const blocked = (await login(phone, PASSWORD)).json<Answer>();
    expect(blocked).toMatchObject({ code: -1, data: { link: '/UserHelper/Captcha' } });
    h.now.value += 3_601;
    expect((await login(phone, PASSWORD)).json<Answer>().code).toBe(1);
  });

  test('changing the password ends the other sessions, not this one', async () => {
    const other = new IdentityClient(h);
    h.now.value += 61;
    await other.smsLogin(phone, { ip });
    expect((await other.get('/User/Detail')).statusCode).toBe(200);
    expect((await setPassword()).code).toBe(1);
    expect((await other.get('/User/Detail')).statusCode).toBe(401);
    expect((await client.get('/User/Detail')).statusCode).toBe(200);
    const withOld = await client.post(
      '/User/Modify',
      { passwd: 'Other-pass-77', old_passwd: 'nope-nope' },
      { ip },
    );
    expect(withOld.json<Answer>().msg).toBe('当前密码错误');
    const withCurrent = await client.post(
      '/User/Modify',
      { passwd: 'Other-pass-77', old_passwd: PASSWORD },
      { ip },
    );
    expect(withCurrent.json<Answer>().code).toBe(1);
  });

  test('forgot password: a forgot code resets it and ends every session', async () => {
    await setPassword();
    const stranger = new IdentityClient(h);
    h.now.value += 61;
    const sent = await stranger.post('/UserHelper/SmsCode', { phone, tag: 'forgot' }, { ip });
    expect(sent.json<Answer>().code).toBe(1);
    const code = h.sms.lastCode(phone);
    const reset = await stranger.post(
      '/User/ResetPassword',
      { phone, code, passwd: 'New-pass-2026' },
      { ip },
    );
    expect(reset.json<Answer>().code).toBe(1);
    expect((await client.get('/User/Detail')).statusCode).toBe(401);
    expect((await login(phone, 'New-pass-2026')).json<Answer>().code).toBe(1);
    const again = await stranger.post(
      '/User/ResetPassword',
      { phone, code, passwd: 'New-pass-2027' },
      { ip },
    );
    expect(again.json<Answer>().code).toBe(-1);
  });

  test('nickname change, bad nickname refused; sign-out ends the session', async () => {
    const renamed = await client.post('/User/Modify', { nickname: '  小价  ' }, { ip });
    expect(renamed.json<Answer>()).toMatchObject({ code: 1, data: { nickname: '小价' } });
    expect(client.jar.get('plt_user_nk')).toBe('小价');
    expect(
      (await client.post('/User/Modify', { nickname: '<script>' }, { ip })).json<Answer>().code,
    ).toBe(-1);
    expect((await client.post('/User/Logout', {}, { ip })).json<Answer>().code).toBe(1);
    expect(client.jar.has('GWD_USER_TOKEN')).toBe(false);
    const detail = await client.get('/User/Detail');
    expect(detail.statusCode).toBe(401);
    expect(detail.json()).toEqual({ code: 401, msg: '请先登录' });
  });

  test('a change answers with the user as /User/Detail shows it', async () => {
    const renamed = await client.post('/User/Modify', { nickname: '小明' }, { ip });
    expect(renamed.json<Answer>().code).toBe(1);
    const detail = await client.get('/User/Detail');
    expect(renamed.json<Answer>().data).toEqual(detail.json<Answer>().data);
  });

  test('rechange moves the account to a new phone with codes to both phones', async () => {
    const next = `1771234${String(seq).padStart(4, '0')}`;
    h.now.value += 61;
    const a = await client.post('/UserHelper/SmsCode', { phone, tag: 'change' }, { ip });
    expect(a.json<Answer>().code).toBe(1);
    const oldCode = h.sms.lastCode(phone);
    const b = await client.post('/UserHelper/SmsCode', { phone: next, tag: 'rechange' }, { ip });
    expect(b.json()).toMatchObject({ code: 1 });
    const newCode = h.sms.lastCode(next);
    const moved = await client.post(
      '/User/Modify',
      { tag: 'rechange', phone: next, code: newCode, old_code: oldCode },
      { ip },
    );
    expect(moved.json<Answer>().code).toBe(1);
    const row = await h.db.kysely
      .selectFrom('users')
      .select('phone')
      .where('phone', '=', next)
      .executeTakeFirst();
    expect(row?.phone).toBe(next);
  });

  test('Dispose needs ensure=1, then deletes the account and all its data', async () => {
    const uid = Number(client.jar.get('plt_uid'));
    await client.post('/User/Modify', { email: `gone${seq}@example.com` }, { ip });
    expect((await client.post('/User/Dispose', { ensure: '0' }, { ip })).json<Answer>().code).toBe(
      -1,
    );
    const other = new IdentityClient(h);
    h.now.value += 61;
    await other.smsLogin(phone, { ip });
    const done = await client.post('/User/Dispose', { ensure: '1' }, { ip });
    expect(done.json<Answer>().code).toBe(1);
    const k = h.db.kysely;
    expect(await k.selectFrom('users').selectAll().where('id', '=', uid).execute()).toEqual([]);
    expect(await k.selectFrom('sessions').selectAll().where('user_id', '=', uid).execute()).toEqual(
      [],
    );
    expect(
      await k.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute(),
    ).toEqual([]);
    expect(
      await k
        .selectFrom('identity_limits')
        .selectAll()
        .where('key', 'like', `%${phone}%`)
        .execute(),
    ).toEqual([]);
    expect((await other.get('/User/Detail')).statusCode).toBe(401);
    expect(client.jar.has('GWD_USER_TOKEN')).toBe(false);
  });

  test('cross-site Modify and Dispose are refused', async () => {
    const evil = { origin: 'https://evil.example', ip };
    expect((await client.post('/User/Dispose', { ensure: '1' }, evil)).statusCode).toBe(403);
    expect((await client.post('/User/Modify', { nickname: 'x' }, evil)).statusCode).toBe(403);
    expect((await client.get('/User/Detail')).statusCode).toBe(200);
  });
});
