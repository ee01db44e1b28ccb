/**
 * The three providers' authorization-code protocols as documented by them: WeChat open platform
 * web login (qrconnect, sns/oauth2/access_token, sns/userinfo), QQ Connect (oauth2.0/authorize,
 * token, me) and Weibo (oauth2/authorize, access_token, get_token_info).
 */
import { UTYPE } from '../users.js';
import type { OAuthProviderConfig, SocialUtype } from './config.js';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  /** Stable id: WeChat unionid (else openid), QQ unionid (else openid), Weibo uid. */
  uid: string;
  /** Display name when the provider gave one. */
  nick: string | undefined;
}

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

function optionalNick(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 40) : undefined;
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

async function qq(
  config: OAuthProviderConfig,
  code: string,
  redirectUri: string,
): Promise<ProviderIdentity> {
  const token = await get(config.tokenUrl, {
    grant_type: 'authorization_code',
    client_id: config.appId,
    client_secret: config.secret,
    code,
    redirect_uri: redirectUri,
    fmt: 'json',
  });
  const me = await get(config.userUrl, {
    access_token: text(token.access_token, 'access_token'),
    unionid: '1',
    fmt: 'json',
  });
  if (text(me.client_id, 'client_id') !== config.appId) {
    throw new OAuthProviderError('token issued to another app');
  }
  return { uid: optionalId(me.unionid) ?? text(me.openid, 'openid'), nick: undefined };
}

async function weibo(
  config: OAuthProviderConfig,
  code: string,
  redirectUri: string,
): Promise<ProviderIdentity> {
  const token = await post(config.tokenUrl, {
    client_id: config.appId,
    client_secret: config.secret,
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  });
  const info = await post(config.userUrl, {
    access_token: text(token.access_token, 'access_token'),
  });
  if (text(info.appkey, 'appkey') !== config.appId) {
    throw new OAuthProviderError('token issued to another app');
  }
  return { uid: text(info.uid, 'uid'), nick: undefined };
}

/** Trades the callback's `code` for the provider's user id (throws OAuthProviderError). */
export function fetchIdentity(
  utype: SocialUtype,
  config: OAuthProviderConfig,
  code: string,
  redirectUri: string,
): Promise<ProviderIdentity> {
  if (utype === UTYPE.wechat) return wechat(config, code);
  if (utype === UTYPE.qq) return qq(config, code, redirectUri);
  return weibo(config, code, redirectUri);
}
