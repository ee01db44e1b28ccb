import { UTYPE } from '../users.js';

/** A social platform that signs in: 1 QQ, 2 WeChat, 3 Weibo. */
export type SocialUtype = typeof UTYPE.qq | typeof UTYPE.wechat | typeof UTYPE.weibo;

/** One provider's app credentials and endpoints (`OAUTH_<NAME>_*`). */
export interface OAuthProviderConfig {
  appId: string;
  secret: string;
  /** Where the browser goes to authorize. */
  authorizeUrl: string;
  /** Code → access token. */
  tokenUrl: string;
  /** Access token → provider user id (QQ `me`, Weibo `get_token_info`; WeChat's token answer has it). */
  userUrl: string;
  /** Access token + user id → nickname (QQ `get_user_info`, Weibo `users/show`; WeChat's `userUrl` has it). */
  profileUrl?: string;
}

/** Social sign-in settings; a provider without app id and secret is unavailable. */
export interface OAuthConfig {
  providers: Partial<Record<SocialUtype, OAuthProviderConfig>>;
  /** Origin the providers call back (`OAUTH_REDIRECT_ORIGIN`); default the request's own. */
  redirectOrigin: string | undefined;
}

/** Env prefix, Chinese name and real endpoints of each provider. */
export const PROVIDERS: Record<
  SocialUtype,
  { env: string; name: string; defaults: Omit<OAuthProviderConfig, 'appId' | 'secret'> }
> = {
  [UTYPE.wechat]: {
    env: 'WECHAT',
    name: '微信',
    defaults: {
      authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
      tokenUrl: 'https://api.weixin.qq.com/sns/oauth2/access_token',
      userUrl: 'https://api.weixin.qq.com/sns/userinfo',
    },
  },
  [UTYPE.qq]: {
    env: 'QQ',
    name: 'QQ',
    defaults: {
      authorizeUrl: 'https://graph.qq.com/oauth2.0/authorize',
      tokenUrl: 'https://graph.qq.com/oauth2.0/token',
      userUrl: 'https://graph.qq.com/oauth2.0/me',
      profileUrl: 'https://graph.qq.com/user/get_user_info',
    },
  },
  [UTYPE.weibo]: {
    env: 'WEIBO',
    name: '微博',
    defaults: {
      authorizeUrl: 'https://api.weibo.com/oauth2/authorize',
      tokenUrl: 'https://api.weibo.com/oauth2/access_token',
      userUrl: 'https://api.weibo.com/oauth2/get_token_info',
      profileUrl: 'https://api.weibo.com/2/users/show.json',
    },
  },
};

/** Whether `value` is one of the social utypes. */
export function isSocialUtype(value: number): value is SocialUtype {
  return value === UTYPE.qq || value === UTYPE.wechat || value === UTYPE.weibo;
}

/** Reads `OAUTH_*`; returns an error message instead of throwing so config.ts decides. */
export function loadOAuthConfig(env: NodeJS.ProcessEnv): OAuthConfig | string {
  const providers: OAuthConfig['providers'] = {};
  for (const utype of [UTYPE.qq, UTYPE.wechat, UTYPE.weibo] as const) {
    const { env: name, defaults } = PROVIDERS[utype];
    const read = (key: string) => env[`OAUTH_${name}_${key}`]?.trim() || undefined;
    const appId = read('APP_ID');
    const secret = read('SECRET');
    if (!appId && !secret) continue;
    if (!appId || !secret) return `OAUTH_${name}_APP_ID 与 OAUTH_${name}_SECRET 需同时设置`;
    const urls = {
      authorizeUrl: read('AUTHORIZE_URL') ?? defaults.authorizeUrl,
      tokenUrl: read('TOKEN_URL') ?? defaults.tokenUrl,
      userUrl: read('USER_URL') ?? defaults.userUrl,
      ...(defaults.profileUrl ? { profileUrl: read('PROFILE_URL') ?? defaults.profileUrl } : {}),
    };
    const bad = Object.values(urls).find((url) => !/^https?:\/\/[^\s]+$/.test(url));
    if (bad) return `OAUTH_${name}_* 中的 "${bad}" 不是 http(s) 地址`;
    providers[utype] = { appId, secret, ...urls };
  }
  const redirectOrigin = env.OAUTH_REDIRECT_ORIGIN?.trim() || undefined;
  if (redirectOrigin && !/^https?:\/\/[^/\s]+$/.test(redirectOrigin)) {
    return `OAUTH_REDIRECT_ORIGIN "${redirectOrigin}" 不是 http(s)://主机[:端口]`;
  }
  return { providers, redirectOrigin };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Social sign-in providers that are configured. */
    oauth: OAuthConfig;
  }
}
