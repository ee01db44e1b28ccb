import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomToken } from '../hashing.js';
import { STATE_TTL_SECONDS } from '../oauth/states.js';
import { DIALECTS } from '../../testing/dialects.js';
import {
  FAKE_APPS,
  startFakeOAuth,
  type FakeAccount,
  type FakeOAuth,
  type FakeProvider,
} from '../../fakes/fakeOAuth.js';
import {
  IdentityClient,
  identityHarness,
  TEST_ORIGIN,
  type IdentityHarness,
} from '../../testing/identityClient.js';

const START = Date.UTC(2026, 7, 1, 4) / 1000;

interface Answer {
  code: number;
  msg: string;
  data?: {
    url?: string;
    uid?: number;
    nickname?: string;
    unions?: { utype: number; unick: string; status: string }[];
  };
}

/** What the spec and each provider's protocol say about one social sign-in. */
interface Provider {
  utype: 1 | 2 | 3;
  fake: FakeProvider;
  name: string;
  /** The authorize parameter carrying the app id. */
  idParam: string;
  /** The fake's authorize path. */
  authorizePath: string;
  /** Every call a sign-in makes to the provider, in order. */
  signInCalls: string[];
  /** A fresh provider account; Weibo uids are numbers. */
  account: (seq: number) => FakeAccount;
  /** Provider-specific authorize parameters and fragment. */
  extras: Record<string, string>;
  hash: string;
}

const WECHAT: Provider = {
  utype: 2,
  fake: 'wechat',
  name: '微信',
  idParam: 'appid',
  authorizePath: '/wechat/connect/qrconnect',
  extras: { scope: 'snsapi_login' },
  signInCalls: [
    'GET /wechat/connect/qrconnect',
    'GET /wechat/sns/oauth2/access_token',
    'GET /wechat/sns/userinfo',
  ],
  hash: '#wechat_redirect',
  account: (seq) => ({ uid: `o6_bmasdasdsad6_2sgVt7hMZOPf${seq}`, nick: `微信价友${seq}` }),
};
const QQ: Provider = {
  utype: 1,
  fake: 'qq',
  name: 'QQ',
  idParam: 'client_id',
  authorizePath: '/qq/oauth2.0/authorize',
  extras: { scope: 'get_user_info' },
  signInCalls: [
    'GET /qq/oauth2.0/authorize',
    'GET /qq/oauth2.0/token',
    'GET /qq/oauth2.0/me',
    'GET /qq/user/get_user_info',
  ],
  hash: '',
  account: (seq) => ({ uid: `UID_7A3C0E1B9D2F4A6C8E0B2D4F6A8C${seq}`, nick: `QQ价友${seq}` }),
};
const WEIBO: Provider = {
  utype: 3,
  fake: 'weibo',
  name: '微博',
  idParam: 'client_id',
  authorizePath: '/weibo/oauth2/authorize',
  extras: {},
  signInCalls: [
    'GET /weibo/oauth2/authorize',
    'POST /weibo/oauth2/access_token',
    'POST /weibo/oauth2/get_token_info',
    'GET /weibo/2/users/show.json',
  ],
  hash: '',
  account: (seq) => ({ uid: String(5_000_000_000 + seq), nick: `微博价友${seq}` }),
};
const PROVIDERS = [WECHAT, QQ, WEIBO];

const REFUSED_STATE = '登录请求已失效，请回到原页面重新登录';

let fake: FakeOAuth;
let seq = 0;

beforeAll(async () => {
  fake = await startFakeOAuth();
});
afterAll(() => fake.close());

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Signs `browser` in by SMS as a new phone user (own phone and IP, so no budget is shared). */
async function smsUser(browser: IdentityClient): Promise<void> {
  seq += 1;
  const suffix = String(seq).padStart(4, '0');
  await browser.smsLogin(`1381234${suffix}`, {
    ip: `198.51.${Math.floor(seq / 250)}.${seq % 250}`,
  });
}

/** A new provider account that the fake signs in as from now on. */
function newAccount(provider: Provider, options?: { profileDenied?: boolean }): FakeAccount {
  seq += 1;
  const account = provider.account(seq);
  fake.setUser(provider.fake, account, options);
  return account;
}

async function authorize(
  browser: IdentityClient,
  provider: Provider,
  query: Record<string, string> = {},
): Promise<Answer> {
  const response = await browser.get('/UserUnion/Authorize', {
    utype: String(provider.utype),
    platform: 'pc',
    _referer: '/',
    ...query,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
}

/** The browser at the provider: it approves at once and sends the browser back (`Location`). */
async function visitProvider(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(String(response.headers.get('location')));
}

/** Authorize, then the provider; returns the callback address the provider sent back. */
async function leaveFor(
  browser: IdentityClient,
  provider: Provider,
  query: Record<string, string> = {},
): Promise<URL> {
  const answer = await authorize(browser, provider, query);
  expect(answer.code).toBe(1);
  const back = await visitProvider(String(answer.data?.url));
  expect(`${back.origin}${back.pathname}`).toBe(
    `${TEST_ORIGIN}/UserUnion/Callback/${provider.utype}`,
  );
  return back;
}

/** The browser lands on the callback `back` with its cookies. */
function land(browser: IdentityClient, back: URL): Promise<LightMyRequestResponse> {
  return browser.get(back.pathname, Object.fromEntries(back.searchParams), { unsigned: true });
}

async function detail(browser: IdentityClient): Promise<Answer> {
  return (await browser.get('/User/Detail')).json<Answer>();
}

function setsSession(response: LightMyRequestResponse): boolean {
  return response.cookies.some((cookie) => cookie.name === 'GWD_USER_TOKEN');
}

describe.each(DIALECTS)('WeChat / QQ / Weibo sign-in on %s', (dialect) => {
  let h: IdentityHarness;
  let browser: IdentityClient;

  beforeAll(async () => {
    h = await identityHarness(dialect, START, fake.env);
  });
  afterAll(() => h.app.close());
  beforeEach(() => {
    h.now.value += 7_200;
    browser = new IdentityClient(h);
  });

  async function count(table: 'users' | 'sessions' | 'oauth_states'): Promise<number> {
    const row = await h.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** What landing on the callback `back` in `who` did: answer, cookies, rows, provider calls. */
  async function landingEffects(who: IdentityClient, back: URL) {
    const [users, sessions] = [await count('users'), await count('sessions')];
    const asked = fake.requests.length;
    const response = await land(who, back);
    return {
      status: response.statusCode,
      type: String(response.headers['content-type']).split(';')[0],
      refusedState: response.body.includes(REFUSED_STATE),
      setsSession: setsSession(response),
      detailStatus: (await who.get('/User/Detail')).statusCode,
      newUsers: (await count('users')) - users,
      newSessions: (await count('sessions')) - sessions,
      providerCalls: fake.requests.slice(asked),
    };
  }

  /** A refused callback: failure page, no session, no new user, the provider never asked. */
  const REFUSED = {
    status: 400,
    type: 'text/html',
    refusedState: true,
    setsSession: false,
    detailStatus: 401,
    newUsers: 0,
    newSessions: 0,
    providerCalls: [],
  };

  describe.each(PROVIDERS)('$name (utype $utype)', (provider) => {
    test('Authorize answers the provider URL with our app id, callback and a fresh state', async () => {
      const answer = await authorize(browser, provider, { _referer: '/product/42' });
      expect(answer.code).toBe(1);
      const url = new URL(String(answer.data?.url));
      expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}${provider.authorizePath}`);
      const params = url.searchParams;
      expect(params.get(provider.idParam)).toBe(FAKE_APPS[provider.fake].appId);
      expect(params.get('redirect_uri')).toBe(
        `${TEST_ORIGIN}/UserUnion/Callback/${provider.utype}`,
      );
      expect(params.get('response_type')).toBe('code');
      expect(params.get('state')).toMatch(/^[\w-]{43}$/);
      expect(url.toString()).not.toContain(FAKE_APPS[provider.fake].secret);
      expect(Object.fromEntries(params)).toMatchObject(provider.extras);
      expect(url.hash).toBe(provider.hash);
      const again = await authorize(browser, provider);
      expect(new URL(String(again.data?.url)).searchParams.get('state')).not.toBe(
        params.get('state'),
      );
      expect(browser.jar.get('plt_oauth')).toMatch(/^[\w-]{43}$/);
      expect(decodeURIComponent(browser.jar.get('_referer') ?? '')).toBe('/');
    });

    test('the round trip signs in, returns to _referer and shows the union; again finds the same user', async () => {
      const account = newAccount(provider);
      const referer = '/product/42?tab=history';
      const asked = fake.requests.length;
      const logged = h.logs.length;
      const back = await leaveFor(browser, provider, { _referer: referer });
      const landed = await land(browser, back);
      expect(landed.statusCode).toBe(302);
      expect(landed.headers.location).toBe(referer);
      expect(setsSession(landed)).toBe(true);
      expect(fake.requests.slice(asked)).toEqual(provider.signInCalls);
      expect(h.logs.slice(logged)).toEqual([]);
      const first = await detail(browser);
      expect(first.code).toBe(1);
      expect(first.data?.unions).toEqual([
        { utype: provider.utype, unick: account.nick, status: '1' },
      ]);
      expect(first.data?.nickname).toBe(account.nick);

      const laptop = new IdentityClient(h);
      const users = await count('users');
      expect((await land(laptop, await leaveFor(laptop, provider))).headers.location).toBe('/');
      expect((await detail(laptop)).data?.uid).toBe(first.data?.uid);
      expect(await count('users')).toBe(users);
    });

    test('a long nickname is cut to 20 UTF-16 units without splitting an emoji', async () => {
      seq += 1;
      const account = { ...provider.account(seq), nick: `  ${'价'.repeat(19)}🛒尾巴很长的昵称 ` };
      fake.setUser(provider.fake, account);
      await land(browser, await leaveFor(browser, provider));
      const signedIn = await detail(browser);
      expect(signedIn.data?.nickname).toBe('价'.repeat(19));
      expect(signedIn.data?.unions?.[0]?.unick).toBe('价'.repeat(19));
    });

    test('a state lived to just under its lifetime still signs in', async () => {
      newAccount(provider);
      const back = await leaveFor(browser, provider);
      h.now.value += STATE_TTL_SECONDS - 1;
      expect((await land(browser, back)).statusCode).toBe(302);
      expect((await detail(browser)).code).toBe(1);
    });

    test('a code the token endpoint rejects gives the failure page and no session', async () => {
      newAccount(provider);
      const back = await leaveFor(browser, provider);
      back.searchParams.set('code', 'not-a-code-the-provider-issued');
      const users = await count('users');
      const landed = await land(browser, back);
      expect(landed.statusCode).toBe(502);
      expect(landed.body).toContain(`${provider.name}登录失败，请稍后再试`);
      expect(setsSession(landed)).toBe(false);
      expect((await browser.get('/User/Detail')).statusCode).toBe(401);
      expect(await count('users')).toBe(users);
      expect(fake.requests.at(-1)).toBe(provider.signInCalls[1]);
    });

    test('isBind=1 attaches the account to the signed-in user; another user cannot take it', async () => {
      await smsUser(browser);
      const token = browser.jar.get('GWD_USER_TOKEN');
      const uid = (await detail(browser)).data?.uid;
      const account = newAccount(provider);
      const back = await leaveFor(browser, provider, { isBind: '1', _referer: '/mine/bind' });
      const landed = await land(browser, back);
      expect(landed.headers.location).toBe('/mine/bind');
      expect(setsSession(landed)).toBe(false);
      expect(browser.jar.get('GWD_USER_TOKEN')).toBe(token);
      const bound = await detail(browser);
      expect(bound.data?.uid).toBe(uid);
      expect(bound.data?.unions).toContainEqual({
        utype: provider.utype,
        unick: account.nick,
        status: '1',
      });

      const social = new IdentityClient(h);
      await land(social, await leaveFor(social, provider));
      expect((await detail(social)).data?.uid).toBe(uid);

      const other = new IdentityClient(h);
      await smsUser(other);
      const taken = await land(other, await leaveFor(other, provider, { isBind: '1' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.body).toContain(`该${provider.name}账号已绑定其他用户`);
      const unions = (await detail(other)).data?.unions ?? [];
      expect(unions.map((u) => u.utype)).not.toContain(provider.utype);

      newAccount(provider);
      const second = await land(browser, await leaveFor(browser, provider, { isBind: '1' }));
      expect(second.statusCode).toBe(409);
      expect(second.body).toContain(`当前账号已绑定另一个${provider.name}账号`);
    });
  });

  describe.each([
    { provider: QQ, refusal: 'get_user_info ret 100030: 用户没有对该api进行授权' },
    { provider: WEIBO, refusal: 'HTTP 403: Insufficient app permissions!' },
  ])('$provider.name profile refused', ({ provider, refusal }) => {
    test('still signs in, with the placeholder nickname, and logs a warning', async () => {
      const account = newAccount(provider, { profileDenied: true });
      const logged = h.logs.length;
      const landed = await land(browser, await leaveFor(browser, provider));
      expect(landed.statusCode).toBe(302);
      expect(setsSession(landed)).toBe(true);
      expect(fake.requests.at(-1)).toBe(provider.signInCalls.at(-1));
      const placeholder = `${provider.name}用户${account.uid.slice(-4)}`;
      const signedIn = await detail(browser);
      expect(signedIn.data?.nickname).toBe(placeholder);
      expect(signedIn.data?.unions).toEqual([
        { utype: provider.utype, unick: placeholder, status: '1' },
      ]);
      expect(h.logs.slice(logged)).toEqual([
        expect.objectContaining({
          level: 40,
          utype: provider.utype,
          reason: refusal,
          msg: 'oauth profile unavailable, placeholder nickname',
        }),
      ]);
    });
  });

  test('isBind=1 without a session is refused before leaving for the provider', async () => {
    expect(await authorize(browser, WECHAT, { isBind: '1' })).toEqual({
      code: -1,
      msg: '请先登录',
    });
  });

  test('a callback without state is refused', async () => {
    const back = await leaveFor(browser, QQ);
    back.searchParams.delete('state');
    expect(await landingEffects(browser, back)).toEqual(REFUSED);
  });

  test('a forged state is refused', async () => {
    const back = await leaveFor(browser, WEIBO);
    back.searchParams.set('state', randomToken());
    expect(await landingEffects(browser, back)).toEqual(REFUSED);
  });

  test('a state from another browser is refused and burnt', async () => {
    const back = await leaveFor(browser, WECHAT);
    const attacker = new IdentityClient(h);
    await leaveFor(attacker, WECHAT);
    expect(await landingEffects(attacker, back)).toEqual(REFUSED);
    expect(await landingEffects(browser, back)).toEqual(REFUSED);

    const cookieless = new IdentityClient(h);
    const next = await leaveFor(browser, WECHAT);
    expect(await landingEffects(cookieless, next)).toEqual(REFUSED);
  });

  test('a state for another provider is refused', async () => {
    const back = await leaveFor(browser, WECHAT);
    back.pathname = `/UserUnion/Callback/${QQ.utype}`;
    expect(await landingEffects(browser, back)).toEqual(REFUSED);
  });

  test('a used state is refused, in the same browser or another one', async () => {
    newAccount(WECHAT);
    const back = await leaveFor(browser, WECHAT);
    expect((await land(browser, back)).statusCode).toBe(302);
    // Still signed in from the first landing, and that session is all there is.
    expect(await landingEffects(browser, back)).toEqual({ ...REFUSED, detailStatus: 200 });
    const other = new IdentityClient(h);
    expect(await landingEffects(other, back)).toEqual(REFUSED);
  });

  test('an expired state is refused', async () => {
    const back = await leaveFor(browser, WEIBO);
    h.now.value += STATE_TTL_SECONDS;
    expect(await landingEffects(browser, back)).toEqual(REFUSED);
  });

  test('declining on the provider page returns to _referer without signing in', async () => {
    const back = await leaveFor(browser, QQ, { _referer: '/rank' });
    back.searchParams.delete('code');
    const landed = await land(browser, back);
    expect(landed.headers.location).toBe('/rank');
    expect(setsSession(landed)).toBe(false);
  });

  test.each([
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    ' //evil.com',
    '/\t/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'http:evil.com',
    'https:/evil.com',
    '%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%5Cevil.com',
    '%2F%5Cevil.com',
    '/%252F%252Fevil.com',
    'https%3A%2F%2Fevil.com',
    'javascript%3Aalert(1)',
    '/%09/evil.com',
  ])('_referer %j ends on our own site', async (payload) => {
    newAccount(WECHAT);
    const back = await leaveFor(browser, WECHAT, { _referer: payload });
    expect(decodeURIComponent(browser.jar.get('_referer') ?? '')).toBe('/');
    const landed = await land(browser, back);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/');
  });

  test('Authorize with a stale t or a wrong sign is refused and stores no state', async () => {
    const states = await count('oauth_states');
    const query = { utype: '2', platform: 'pc', _referer: '/' };
    const stale = await browser.get('/UserUnion/Authorize', query, { t: h.now.value - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<Answer>().msg).toBe('请求已过期，请校准本机时间后重试');
    const forged = await browser.get(
      '/UserUnion/Authorize',
      { ...query, t: String(h.now.value), sign: 'f'.repeat(32) },
      { unsigned: true },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json<Answer>().msg).toBe('请求签名无效，请刷新页面后重试');
    const unsigned = await browser.get('/UserUnion/Authorize', query, { unsigned: true });
    expect(unsigned.statusCode).toBe(400);
    expect(browser.jar.has('plt_oauth')).toBe(false);
    expect(await count('oauth_states')).toBe(states);
  });

  test('an unknown utype is refused', async () => {
    const answer = (
      await browser.get('/UserUnion/Authorize', { utype: '4', platform: 'pc' })
    ).json<Answer>();
    expect(answer).toEqual({ code: -1, msg: '不支持的登录方式' });
    expect((await browser.get('/UserUnion/Callback/9', {}, { unsigned: true })).statusCode).toBe(
      404,
    );
  });
});

describe.each(DIALECTS)('misconfigured or failing providers on %s', (dialect) => {
  let h: IdentityHarness;
  let browser: IdentityClient;

  beforeAll(async () => {
    const env = Object.fromEntries(
      Object.entries(fake.env).filter(([key]) => !key.startsWith('OAUTH_QQ_')),
    );
    env.OAUTH_WECHAT_SECRET = 'not-the-wechat-secret';
    env.OAUTH_WEIBO_TOKEN_URL = `http://127.0.0.1:${await closedPort()}/oauth2/access_token`;
    h = await identityHarness(dialect, START, env);
  });
  afterAll(() => h.app.close());
  beforeEach(() => {
    browser = new IdentityClient(h);
  });

  test('a provider that is not configured answers 暂未开通 and no URL', async () => {
    expect(await authorize(browser, QQ)).toEqual({ code: -1, msg: '暂未开通QQ登录' });
    expect(browser.jar.has('plt_oauth')).toBe(false);
    const landed = await browser.get(
      `/UserUnion/Callback/${QQ.utype}`,
      { code: 'x', state: randomToken() },
      { unsigned: true },
    );
    expect(landed.statusCode).toBe(404);
  });

  test.each([
    ['a wrong app secret', WECHAT],
    ['an unreachable token endpoint', WEIBO],
  ])('%s gives the failure page (502) and no session', async (_, provider) => {
    newAccount(provider);
    const landed = await land(browser, await leaveFor(browser, provider));
    expect(landed.statusCode).toBe(502);
    expect(landed.headers['content-type']).toMatch(/^text\/html/);
    expect(landed.body).toContain(`${provider.name}登录失败，请稍后再试`);
    expect(setsSession(landed)).toBe(false);
    expect((await browser.get('/User/Detail')).statusCode).toBe(401);
  });
});
