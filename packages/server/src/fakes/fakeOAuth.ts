/**
 * A local stand-in for the WeChat, QQ and Weibo authorization servers, speaking each one's real
 * protocol (authorize redirect with code + state, token endpoint, user-id endpoint, and QQ's and
 * Weibo's profile endpoints) on loopback. Authorize approves at once as the provider's current
 * user (`setUser`, or for e2e `GET /__fake/user?provider=wechat&uid=…&nick=…`). Run it alone with
 * `pnpm --filter @pricetrail/server exec tsx src/fakes/fakeOAuth.ts [port]`: it prints the
 * `OAUTH_*` lines that point the server at it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** The three providers by the env prefix the server reads. */
export type FakeProvider = 'wechat' | 'qq' | 'weibo';

/** A provider account the fake signs in as. */
export interface FakeAccount {
  uid: string;
  nick: string;
}

/** App credentials the fake accepts (the server must use the same). */
export const FAKE_APPS: Record<FakeProvider, { appId: string; secret: string }> = {
  wechat: { appId: 'wxfake000000000001', secret: 'fake-wechat-secret' },
  qq: { appId: '101000001', secret: 'fake-qq-secret' },
  weibo: { appId: '3000000001', secret: 'fake-weibo-secret' },
};

/** A running fake. */
export interface FakeOAuth {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** The `OAUTH_*` settings pointing the server at this fake. */
  env: Record<string, string>;
  /**
   * Who authorize signs in as from now on, per provider; `profileDenied` makes QQ's and Weibo's
   * profile endpoints refuse that user's tokens, as they do when the API grant is missing.
   */
  setUser(
    provider: FakeProvider,
    account: FakeAccount,
    options?: { profileDenied?: boolean },
  ): void;
  /** Every request the fake received, as `METHOD path` (for assertions). */
  requests: string[];
  close(): Promise<void>;
}

interface Grant {
  provider: FakeProvider;
  account: FakeAccount;
  profileDenied: boolean;
  redirectUri: string;
}

/** The `OAUTH_*` settings for a fake at `url`. */
export function fakeOAuthEnv(url: string): Record<string, string> {
  const env: Record<string, string> = {};
  const endpoints: Record<FakeProvider, [string, string, string, string?]> = {
    wechat: [
      '/wechat/connect/qrconnect',
      '/wechat/sns/oauth2/access_token',
      '/wechat/sns/userinfo',
    ],
    qq: [
      '/qq/oauth2.0/authorize',
      '/qq/oauth2.0/token',
      '/qq/oauth2.0/me',
      '/qq/user/get_user_info',
    ],
    weibo: [
      '/weibo/oauth2/authorize',
      '/weibo/oauth2/access_token',
      '/weibo/oauth2/get_token_info',
      '/weibo/2/users/show.json',
    ],
  };
  for (const provider of ['wechat', 'qq', 'weibo'] as const) {
    const name = provider.toUpperCase();
    const [authorize, token, user, profile] = endpoints[provider];
    env[`OAUTH_${name}_APP_ID`] = FAKE_APPS[provider].appId;
    env[`OAUTH_${name}_SECRET`] = FAKE_APPS[provider].secret;
    env[`OAUTH_${name}_AUTHORIZE_URL`] = `${url}${authorize}`;
    env[`OAUTH_${name}_TOKEN_URL`] = `${url}${token}`;
    env[`OAUTH_${name}_USER_URL`] = `${url}${user}`;
    if (profile) env[`OAUTH_${name}_PROFILE_URL`] = `${url}${profile}`;
  }
  return env;
}

function token(): string {
  return randomBytes(16).toString('hex');
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the fake on a free loopback port (or `port`). */
export async function startFakeOAuth(port = 0): Promise<FakeOAuth> {
  const users: Record<FakeProvider, FakeAccount> = {
    wechat: { uid: 'wx-union-0001', nick: '微信小价' },
    qq: { uid: 'qq-union-0001', nick: 'QQ小价' },
    weibo: { uid: '5000000001', nick: '微博小价' },
  };
  const profileDenied: Record<FakeProvider, boolean> = { wechat: false, qq: false, weibo: false };
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const requests: string[] = [];

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    type = 'application/json',
  ) {
    response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  function authorize(provider: FakeProvider, query: URLSearchParams, response: ServerResponse) {
    const clientId = query.get(provider === 'wechat' ? 'appid' : 'client_id');
    const redirectUri = query.get('redirect_uri');
    if (
      clientId !== FAKE_APPS[provider].appId ||
      !redirectUri ||
      query.get('response_type') !== 'code'
    ) {
      return send(response, 400, { error: 'invalid_request' });
    }
    const code = token();
    codes.set(code, {
      provider,
      account: users[provider],
      profileDenied: profileDenied[provider],
      redirectUri,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.get('state') ?? '');
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  // Codes are single-use and, for QQ and Weibo, tied to the redirect_uri they were issued for.
  function redeem(provider: FakeProvider, params: URLSearchParams, checkRedirect: boolean) {
    const app = FAKE_APPS[provider];
    const id = params.get(provider === 'wechat' ? 'appid' : 'client_id');
    const secret = params.get(provider === 'wechat' ? 'secret' : 'client_secret');
    const grant = codes.get(params.get('code') ?? '');
    codes.delete(params.get('code') ?? '');
    if (
      id !== app.appId ||
      secret !== app.secret ||
      params.get('grant_type') !== 'authorization_code'
    ) {
      return undefined;
    }
    if (!grant || grant.provider !== provider) return undefined;
    if (checkRedirect && grant.redirectUri !== params.get('redirect_uri')) return undefined;
    const accessToken = token();
    tokens.set(accessToken, grant);
    return { accessToken, grant };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = url.searchParams;
    requests.push(`${request.method} ${url.pathname}`);
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /__fake/user': {
        const provider = query.get('provider') as FakeProvider;
        if (!(provider in users)) return send(response, 400, { error: 'provider' });
        users[provider] = { uid: query.get('uid') ?? '', nick: query.get('nick') ?? '' };
        profileDenied[provider] = false;
        return send(response, 200, { ok: true });
      }
      case 'GET /wechat/connect/qrconnect':
        if (query.get('scope') !== 'snsapi_login') return send(response, 400, { errcode: 10005 });
        return authorize('wechat', query, response);
      case 'GET /wechat/sns/oauth2/access_token': {
        const done = redeem('wechat', query, false);
        if (!done) return send(response, 200, { errcode: 40029, errmsg: 'invalid code' });
        const { uid } = done.grant.account;
        return send(response, 200, {
          access_token: done.accessToken,
          expires_in: 7200,
          refresh_token: token(),
          openid: `openid-${uid}`,
          scope: 'snsapi_login',
          unionid: uid,
        });
      }
      case 'GET /wechat/sns/userinfo': {
        const grant = tokens.get(query.get('access_token') ?? '');
        const { uid, nick } = grant?.account ?? { uid: '', nick: '' };
        if (!grant || query.get('openid') !== `openid-${uid}`) {
          return send(response, 200, { errcode: 40003, errmsg: 'invalid openid' });
        }
        return send(response, 200, { openid: `openid-${uid}`, nickname: nick, unionid: uid });
      }
      case 'GET /qq/oauth2.0/authorize':
        return authorize('qq', query, response);
      case 'GET /qq/oauth2.0/token': {
        const done = redeem('qq', query, true);
        if (!done)
          return send(response, 200, {
            error: 100019,
            error_description: 'code to access token error',
          });
        const answer = {
          access_token: done.accessToken,
          expires_in: '7776000',
          refresh_token: token(),
        };
        if (query.get('fmt') === 'json') return send(response, 200, answer);
        return send(response, 200, new URLSearchParams(answer).toString(), 'text/plain');
      }
      case 'GET /qq/oauth2.0/me': {
        const grant = tokens.get(query.get('access_token') ?? '');
        const answer = grant
          ? {
              client_id: FAKE_APPS.qq.appId,
              openid: `openid-${grant.account.uid}`,
              ...(query.get('unionid') === '1' ? { unionid: grant.account.uid } : {}),
            }
          : { error: 100016, error_description: 'access token check failed' };
        if (query.get('fmt') === 'json') return send(response, 200, answer);
        return send(response, 200, `callback( ${JSON.stringify(answer)} );`, 'text/plain');
      }
      case 'GET /qq/user/get_user_info': {
        const grant = tokens.get(query.get('access_token') ?? '');
        if (grant?.provider !== 'qq') {
          return send(response, 200, { ret: 100016, msg: 'access token check failed' });
        }
        if (query.get('oauth_consumer_key') !== FAKE_APPS.qq.appId) {
          return send(response, 200, { ret: 100008, msg: 'client id is illegal' });
        }
        if (query.get('openid') !== `openid-${grant.account.uid}`) {
          return send(response, 200, { ret: 100017, msg: 'openid does not match access token' });
        }
        if (grant.profileDenied) {
          return send(response, 200, { ret: 100030, msg: '用户没有对该api进行授权' });
        }
        return send(response, 200, {
          ret: 0,
          msg: '',
          is_lost: 0,
          nickname: grant.account.nick,
          gender: '男',
        });
      }
      case 'GET /weibo/oauth2/authorize':
        return authorize('weibo', query, response);
      case 'POST /weibo/oauth2/access_token': {
        const done = redeem('weibo', await formOf(request), true);
        if (!done) {
          return send(response, 400, {
            error: 'invalid_grant',
            error_code: 21325,
            error_description: 'invalid authorization code',
          });
        }
        return send(response, 200, {
          access_token: done.accessToken,
          expires_in: 157679999,
          remind_in: '157679999',
          uid: done.grant.account.uid,
        });
      }
      case 'POST /weibo/oauth2/get_token_info': {
        const grant = tokens.get((await formOf(request)).get('access_token') ?? '');
        if (!grant)
          return send(response, 400, { error: 'invalid_access_token', error_code: 21332 });
        return send(response, 200, {
          uid: Number(grant.account.uid),
          appkey: FAKE_APPS.weibo.appId,
          scope: '',
          create_at: Math.floor(Date.now() / 1000),
          expire_in: 157679999,
        });
      }
      case 'GET /weibo/2/users/show.json': {
        const endpoint = '/2/users/show.json';
        const grant = tokens.get(query.get('access_token') ?? '');
        if (grant?.provider !== 'weibo') {
          return send(response, 401, {
            error: 'invalid_access_token',
            error_code: 21332,
            request: endpoint,
          });
        }
        if (query.get('uid') !== grant.account.uid) {
          return send(response, 400, {
            error: 'uid mismatch',
            error_code: 10017,
            request: endpoint,
          });
        }
        if (grant.profileDenied) {
          return send(response, 403, {
            error: 'Insufficient app permissions!',
            error_code: 10014,
            request: endpoint,
          });
        }
        return send(response, 200, {
          id: Number(grant.account.uid),
          idstr: grant.account.uid,
          screen_name: grant.account.nick,
          name: grant.account.nick,
        });
      }
      default:
        return send(response, 404, { error: 'not found' });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: fakeOAuthEnv(url),
    setUser: (provider, account, options = {}) => {
      users[provider] = account;
      profileDenied[provider] = options.profileDenied ?? false;
    },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeOAuth(Number(process.argv[2] ?? 0));
  process.stdout.write(
    Object.entries(fake.env)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
}
