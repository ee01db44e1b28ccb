/** Aliyun dysmsapi credentials and template (`SMS_ALIYUN_*`). */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Base URL of the RPC endpoint (default `https://dysmsapi.aliyuncs.com`). */
  endpoint: string;
  regionId: string;
}

/** Sign-in settings, resolved once at start-up; every one is listed in `.env.example`. */
export interface IdentityConfig {
  /** Who delivers SMS codes (`SMS_PROVIDER`, default `console`). */
  smsProvider: 'console' | 'aliyun';
  /** Set when `smsProvider` is `aliyun`. */
  aliyun: AliyunSmsConfig | undefined;
  /** `SMS_TEST_HOOK=1` opens loopback-only `GET /__test/sms/:phone` (console sender only). */
  smsTestHook: boolean;
  /**
   * Extra origins allowed to POST identity calls (`IDENTITY_ALLOWED_ORIGINS`, comma-separated): a
   * dev server, or our extension's `chrome-extension://<id>` for its 降价提醒.
   */
  allowedOrigins: string[];
}

/** Reads the sign-in settings; returns an error message instead of throwing so config.ts decides. */
export function loadIdentityConfig(env: NodeJS.ProcessEnv): IdentityConfig | string {
  const provider = env.SMS_PROVIDER || 'console';
  if (provider !== 'console' && provider !== 'aliyun') {
    return `SMS_PROVIDER 必须是 console 或 aliyun，收到 "${provider}"`;
  }
  const allowedOrigins = (env.IDENTITY_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  // A browser extension's service worker posts from `chrome-extension://<its 32-letter id>`.
  const badOrigin = allowedOrigins.find(
    (origin) =>
      !/^https?:\/\/[^/]+$/.test(origin) && !/^chrome-extension:\/\/[a-p]{32}$/.test(origin),
  );
  if (badOrigin) {
    return `IDENTITY_ALLOWED_ORIGINS 中的 "${badOrigin}" 不是 http(s)://主机[:端口] 或 chrome-extension://扩展 ID`;
  }
  const base = { smsTestHook: env.SMS_TEST_HOOK === '1', allowedOrigins };
  if (provider === 'console') return { ...base, smsProvider: 'console', aliyun: undefined };
  const aliyun = {
    accessKeyId: env.SMS_ALIYUN_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.SMS_ALIYUN_ACCESS_KEY_SECRET ?? '',
    signName: env.SMS_ALIYUN_SIGN_NAME ?? '',
    templateCode: env.SMS_ALIYUN_TEMPLATE_CODE ?? '',
    endpoint: env.SMS_ALIYUN_ENDPOINT || 'https://dysmsapi.aliyuncs.com',
    regionId: env.SMS_ALIYUN_REGION_ID || 'cn-hangzhou',
  };
  const missing = Object.entries(aliyun).find(([, value]) => value === '');
  if (missing) return `SMS_PROVIDER=aliyun 需要设置 SMS_ALIYUN_* 全部参数（缺少 ${missing[0]}）`;
  return { ...base, smsProvider: 'aliyun', aliyun };
}
