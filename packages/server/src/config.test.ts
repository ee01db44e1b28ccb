import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

test('defaults: port 8080, data in ./data', () => {
  const config = loadConfig({});
  expect(config.port).toBe(8080);
  expect(config.dataDir).toBe('./data');
  expect(config.siteDir).toMatch(/site[\\/]dist$/);
});

test('PORT and DATA_DIR are honoured', () => {
  expect(loadConfig({ PORT: '9090', DATA_DIR: '/srv/pt' })).toMatchObject({
    port: 9090,
    dataDir: '/srv/pt',
  });
});

test.each(['abc', '-1', '70000', '80.5'])('PORT=%s is refused with a clear message', (port) => {
  expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: port })).toThrow(/PORT 必须是/);
});

test('an unknown LOG_LEVEL is refused', () => {
  expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
});

test('DATABASE_URL picks PostgreSQL; anything else is refused', () => {
  expect(loadConfig({}).databaseUrl).toBeUndefined();
  expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
});

test('DATABASE_DIRECT_URL: the change feed route past PgBouncer, only beside a PostgreSQL URL', () => {
  const pooled = 'postgres://u@127.0.0.1:6432/db';
  expect(loadConfig({ DATABASE_URL: pooled }).databaseDirectUrl).toBeUndefined();
  const direct = 'postgres://u@127.0.0.1:5432/db';
  expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }).databaseDirectUrl).toBe(
    direct,
  );
  expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(/只在 DATABASE_URL/);
  expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'redis://x' })).toThrow(
    /DATABASE_DIRECT_URL 必须以 postgres/,
  );
});

test('sign-in settings: console SMS by default, aliyun needs every key, origins are checked', () => {
  expect(loadConfig({}).identity).toEqual({
    smsProvider: 'console',
    aliyun: undefined,
    smsTestHook: false,
    allowedOrigins: [],
  });
  expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/SMS_ALIYUN_/);
  const aliyun = loadConfig({
    SMS_PROVIDER: 'aliyun',
    SMS_ALIYUN_ACCESS_KEY_ID: 'id',
    SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret',
    SMS_ALIYUN_SIGN_NAME: '价迹',
    SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1',
  }).identity;
  expect(aliyun.aliyun).toMatchObject({
    endpoint: 'https://dysmsapi.aliyuncs.com',
    regionId: 'cn-hangzhou',
  });
  expect(
    loadConfig({ IDENTITY_ALLOWED_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173' })
      .identity.allowedOrigins,
  ).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
  expect(() => loadConfig({ IDENTITY_ALLOWED_ORIGINS: 'localhost:5173/x' })).toThrow(
    /IDENTITY_ALLOWED_ORIGINS/,
  );
  const extension = 'chrome-extension://bkljcbngajakjoaaaphpmgabgblgdflh';
  expect(loadConfig({ IDENTITY_ALLOWED_ORIGINS: extension }).identity.allowedOrigins).toEqual([
    extension,
  ]);
  expect(() => loadConfig({ IDENTITY_ALLOWED_ORIGINS: 'chrome-extension://not-an-id/x' })).toThrow(
    /IDENTITY_ALLOWED_ORIGINS/,
  );
});

test('TRUST_PROXY takes IPs and CIDRs and refuses anything else', () => {
  expect(loadConfig({}).trustProxy).toEqual([]);
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
    '127.0.0.1',
    '10.0.0.0/8',
    '::1',
  ]);
  for (const bad of ['localhost', '10.0.0.0/33', '1.2.3.4/8/1', 'true']) {
    expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  }
});

test('OPERATOR_UIDS is a comma list of user ids; anything else is refused', () => {
  expect(loadConfig({}).operatorUids).toEqual([]);
  expect(loadConfig({ OPERATOR_UIDS: '3, 42,3' }).operatorUids).toEqual([3, 42]);
  for (const bad of ['abc', '0', '1;2', '-1']) {
    expect(() => loadConfig({ OPERATOR_UIDS: bad })).toThrow(/OPERATOR_UIDS/);
  }
});

test('OAuth profile endpoints: QQ and Weibo default to the real ones and can be overridden', () => {
  const apps = {
    OAUTH_QQ_APP_ID: '101',
    OAUTH_QQ_SECRET: 'q',
    OAUTH_WEIBO_APP_ID: '301',
    OAUTH_WEIBO_SECRET: 'w',
    OAUTH_WECHAT_APP_ID: 'wx1',
    OAUTH_WECHAT_SECRET: 'x',
  };
  const providers = loadConfig(apps).oauth.providers;
  expect(providers[1]?.profileUrl).toBe('https://graph.qq.com/user/get_user_info');
  expect(providers[3]?.profileUrl).toBe('https://api.weibo.com/2/users/show.json');
  expect(providers[2]).not.toHaveProperty('profileUrl');
  const local = loadConfig({ ...apps, OAUTH_QQ_PROFILE_URL: 'http://127.0.0.1:9/qq/info' });
  expect(local.oauth.providers[1]?.profileUrl).toBe('http://127.0.0.1:9/qq/info');
  expect(() => loadConfig({ ...apps, OAUTH_WEIBO_PROFILE_URL: 'ftp://x' })).toThrow(
    /OAUTH_WEIBO_\* 中的 "ftp:\/\/x" 不是 http\(s\) 地址/,
  );
});
