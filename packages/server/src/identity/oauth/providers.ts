/**
 * The three providers' authorization-code protocols as documented by them: WeChat open platform
 * web login (qrconnect, sns/oauth2/access_token, sns/userinfo), QQ Connect (oauth2.0/authorize,
 * token, me, user/get_user_info) and Weibo (oauth2/authorize, access_token, get_token_info,
 * 2/users/show.json).
 */
import { NICKNAME_MAX } from '../profile.js';
import { UTYPE } from '../users.js';
import type { OAuthProviderConfig, SocialUtype } from './config.js';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  /** Stable id: WeChat unionid (else openid), QQ unionid (else openid), Weibo uid. */
  uid: string;
  /** Display name when the provider gave one. */
  nick: string | undefined;
}

/** Told why a provider's nickname could not be read (sign-in goes on with a placeholder). */
export type ProfileWarning = (reason: string) => void;

/** The provider refused or answered something unusable; the message is for the log. */
export class OAuthProviderError extends Error {
  override name = 'OAuthProviderError';
}

const TIMEOUT_MS = 10_000;

/** The provider's authorize address for this `state` and callback. */
export function authorizeUrl(
  utype: SocialUtype,
  config: OAuthProviderConfig,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(config.authorizeUrl);
  const params = url.searchParams;
  params.set(utype === UTYPE.wechat ? 'appid' : 'client_id', config.appId);
  params.set('redirect_uri', redirectUri);
  params.set('response_type', 'code');
  if (utype === UTYPE.wechat) params.set('scope', 'snsapi_login');
  if (utype === UTYPE.qq) params.set('scope', 'get_user_info');
  params.set('state', state);
  if (utype === UTYPE.wechat) url.hash = 'wechat_redirect';
  return url.toString();
}

function parse(status: number, ok: boolean, text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OAuthProviderError(`HTTP ${status}: not JSON`);
  }
  if (typeof body !== 'object' || body === null) throw new OAuthProviderError('not an object');
  const record = body as Record<string, unknown>;
  const error = record.errcode ?? record.error ?? record.error_code;
  if ((error !== undefined && error !== 0) || !ok) {
    throw new OAuthProviderError(`HTTP ${status}: ${String(error ?? '')}`);
  }
  return record;
}

// An unreachable or silent provider is the provider's failure, not ours.
async function call(url: URL | string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return parse(response.status, response.ok, await response.text());
  } catch (error) {
    if (error instanceof OAuthProviderError) throw error;
    throw new OAuthProviderError(`unreachable: ${(error as Error).message}`);
  }
}

function get(url: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return call(target);
}

function post(url: string, form: Record<string, string>): Promise<Record<string, unknown>> {
  return call(url, { method: 'POST', body: new URLSearchParams(form) });
}

function text(value: unknown, what: string): string {
  if ((typeof value === 'string' && value !== '') || typeof value === 'number')
    return String(value);
  throw new OAuthProviderError(`missing ${what}`);
}

// Ids are compared whole (a cut id could match someone else's); nicknames are cut for display.
function optionalId(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

// Cut whole characters: half an emoji's surrogate pair would be stored as garbage.
function optionalNick(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let nick = '';
  for (const char of value.trim()) {
    if (nick.length + char.length > NICKNAME_MAX) break;
    nick += char;
  }
  return nick;
}

function profileUrl(config: OAuthProviderConfig): string {
  if (!config.profileUrl) throw new OAuthProviderError('no profile endpoint configured');
  return config.profileUrl;
}

// The nickname is a nicety: once the id is proven, a failing profile call must not refuse the
// sign-in, so it is reported and the caller falls back to a placeholder.
async function nickOrWarn(
  load: () => Promise<string | undefined>,
  warn: ProfileWarning,
): Promise<string | undefined> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof OAuthProviderError)) throw error;
    warn(error.message);
    return undefined;
  }
}

async function wechat(config: OAuthProviderConfig, code: string): Promise<ProviderIdentity> {
  const token = await get(config.tokenUrl, {
    appid: config.appId,
    secret: config.secret,
    code,
    grant_type: 'authorization_code',
  });
  const accessToken = text(token.access_token, 'access_token');
  const openid = text(token.openid, 'openid');
  const info = await get(config.userUrl, { access_token: accessToken, openid });
  const unionid = optionalId(info.unionid) ?? optionalId(token.unionid);
  return { uid: unionid ?? openid, nick: optionalNick(info.nickname) };
}

// get_user_info answers HTTP 200 with `ret` ≠ 0 and a `msg` when it refuses.
async function qqNick(
  config: OAuthProviderConfig,
  accessToken: string,
  openid: string,
): Promise<string | undefined> {
  const info = await get(profileUrl(config), {
    access_token: accessToken,
    oauth_consumer_key: config.appId,
    openid,
  });
  if (Number(info.ret) !== 0) {
    throw new OAuthProviderError(
      `get_user_info ret ${String(info.ret)}: ${String(info.msg ?? '')}`,
    );
  }
  return optionalNick(info.nickname);
}

async function qq(
  config: OAuthProviderConfig,
  code: string,
  redirectUri: string,
  warn: ProfileWarning,
): Promise<ProviderIdentity> {
  const token = await get(config.tokenUrl, {
    grant_type: 'authorization_code',
    client_id: config.appId,
    client_secret: config.secret,
    code,
    redirect_uri: redirectUri,
    fmt: 'json',
  });
  const accessToken = text(token.access_token, 'access_token');
  const me = await get(config.userUrl, { access_token: accessToken, unionid: '1', fmt: 'json' });
  if (text(me.client_id, 'client_id') !== config.appId) {
    throw new OAuthProviderError('token issued to another app');
  }
  const openid = text(me.openid, 'openid');
  const nick = await nickOrWarn(() => qqNick(config, accessToken, openid), warn);
  return { uid: optionalId(me.unionid) ?? openid, nick };
}

async function weiboNick(
  config: OAuthProviderConfig,
  accessToken: string,
  uid: string,
): Promise<string | undefined> {
  const user = await get(profileUrl(config), { access_token: accessToken, uid });
  return optionalNick(user.screen_name);
}

async function weibo(
  config: OAuthProviderConfig,
  code: string,
  redirectUri: string,
  warn: ProfileWarning,
): Promise<ProviderIdentity> {
  const token = await post(config.tokenUrl, {
    client_id: config.appId,
    client_secret: config.secret,
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  });
  const accessToken = text(token.access_token, 'access_token');
  const info = await post(config.userUrl, { access_token: accessToken });
  if (text(info.appkey, 'appkey') !== config.appId) {
    throw new OAuthProviderError('token issued to another app');
  }
  const uid = text(info.uid, 'uid');
  const nick = await nickOrWarn(() => weiboNick(config, accessToken, uid), warn);
  return { uid, nick };
}

/**
 * Trades the callback's `code` for the provider's user id and nickname (throws
 * OAuthProviderError); a QQ or Weibo nickname that cannot be read is reported to `warn`.
 */
export function fetchIdentity(
  utype: SocialUtype,
  config: OAuthProviderConfig,
  code: string,
  redirectUri: string,
  warn: ProfileWarning,
): Promise<ProviderIdentity> {
  if (utype === UTYPE.wechat) return wechat(config, code);
  if (utype === UTYPE.qq) return qq(config, code, redirectUri, warn);
  return weibo(config, code, redirectUri, warn);
}
