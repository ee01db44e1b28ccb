// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthenticationRequiredError } from '../http/errors';
import { Http } from '../http/Http';
import { IdentityApi } from './IdentityApi';
import {
  isSignedAt,
  startIdentityServer,
  type IdentityServer,
  type SeenRequest,
} from '../testing/identityServer';

const NOW = Date.UTC(2026, 0, 1);
let host: IdentityServer;
let seen: SeenRequest[];
let answers: Map<string, unknown>;
let statuses: Map<string, number>;
let api: IdentityApi;

beforeAll(async () => {
  host = await startIdentityServer();
  ({ seen, answers, statuses } = host);
  api = new IdentityApi(new Http({ baseUrl: host.base, now: () => NOW }));
});

afterAll(() => host.close());

beforeEach(() => host.reset());

/** Whether `params` carry a fresh `t` and the core sign for `action`. */
function isSigned(params: Record<string, string>, action: string): boolean {
  return isSignedAt(params, action, NOW);
}

describe('IdentityApi on the wire', () => {
  it('posts SmsCode as a signed form and reads capi', async () => {
    answers.set('/UserHelper/SmsCode', { code: 1, msg: 'ok', data: { capi: '/cb/1' } });
    const answer = await api.sendSmsCode({ phone: '13800138000', tag: 'login' });
    expect(answer).toEqual({ code: 1, msg: 'ok', data: { capi: '/cb/1' } });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.params).toMatchObject({ phone: '13800138000', tag: 'login' });
    expect(isSigned(call?.params ?? {}, 'UserHelper/SmsCode')).toBe(true);
  });

  it('posts the code to the capi address unsigned', async () => {
    await api.submitSmsCode('/cb/1', '123456');
    expect(seen).toEqual([{ method: 'POST', path: '/cb/1', params: { code: '123456' } }]);
  });

  it('signs User/Login with remember_me as 1 or 0 and keeps the code -1 message', async () => {
    answers.set('/User/Login', { code: '-1', msg: '账户或密码错误，请重新输入' });
    const answer = await api.login({ account: 'a@b.cn', passwd: 'secret1', rememberMe: false });
    expect(answer).toEqual({ code: -1, msg: '账户或密码错误，请重新输入', data: undefined });
    expect(seen[0]?.params).toMatchObject({
      account: 'a@b.cn',
      passwd: 'secret1',
      remember_me: '0',
    });
    expect(isSigned(seen[0]?.params ?? {}, 'User/Login')).toBe(true);
  });

  it('reads the user from a signed GET /User/Detail', async () => {
    const data = {
      uid: 7,
      nickname: '小价',
      unions: [{ utype: '4', unick: '138*****678', status: '1' }],
      has_passwd: true,
      is_operator: true,
    };
    answers.set('/User/Detail', { code: 1, data });
    expect(await api.detail()).toEqual({
      uid: '7',
      nickname: '小价',
      unions: [{ utype: 4, unick: '138*****678', status: '1' }],
      hasPassword: true,
      isOperator: true,
    });
    expect(seen[0]?.method).toBe('GET');
    expect(isSigned(seen[0]?.params ?? {}, 'User/Detail')).toBe(true);
  });

  it('reads the changed user from a signed POST /User/Modify, and a refusal as is', async () => {
    const data = { uid: 7, nickname: '小明', unions: [], has_passwd: false, is_operator: false };
    answers.set('/User/Modify', { code: 1, msg: '修改成功', data });
    expect(await api.modify({ nickname: '小明' })).toEqual({
      code: 1,
      msg: '修改成功',
      data: { uid: '7', nickname: '小明', unions: [], hasPassword: false, isOperator: false },
    });
    expect(seen[0]?.params).toMatchObject({ nickname: '小明' });
    expect(isSigned(seen[0]?.params ?? {}, 'User/Modify')).toBe(true);
    answers.set('/User/Modify', { code: -1, msg: '昵称已被占用' });
    expect(await api.modify({ nickname: '小明' })).toEqual({ code: -1, msg: '昵称已被占用' });
  });

  it('asks Authorize with platform=pc and _referer, isBind only when binding', async () => {
    answers.set('/UserUnion/Authorize', { code: 1, data: { url: 'https://open.weixin.qq.com/x' } });
    expect(await api.authorize({ utype: 2, referer: '/home', isBind: false })).toBe(
      'https://open.weixin.qq.com/x',
    );
    await api.authorize({ utype: 2, referer: '/mine/setting', isBind: true });
    expect(seen[0]?.params).not.toHaveProperty('isBind');
    expect(seen[1]?.params).toMatchObject({
      utype: '2',
      platform: 'pc',
      _referer: '/mine/setting',
      isBind: '1',
    });
    expect(isSigned(seen[1]?.params ?? {}, 'UserUnion/Authorize')).toBe(true);
    answers.set('/UserUnion/Authorize', { code: 0, msg: '未配置' });
    expect(await api.authorize({ utype: 3, referer: '/', isBind: false })).toBeNull();
  });

  it('reads the counts and asks for a QR code with event=scanLogin', async () => {
    answers.set('/UserCollection/List', { code: 1, data: { stat: { all: 12, reduce: 3 } } });
    answers.set('/UserExtend/WorthOrderList', {
      code: 1,
      data: { view: { valid: 2, expired: 5 } },
    });
    expect(await api.collectionCounts()).toEqual({ all: 12, reduces: 3 });
    expect(await api.protectionCounts()).toEqual({ valid: 2, expired: 5 });
    expect(seen[1]?.params).toMatchObject({
      pg: '1',
      effective: '1',
      platform: 'pc',
      view: '1',
      ps: '30',
    });
    await api.qrCode();
    expect(seen[2]?.path).toBe('/helper/QrCode');
    expect(seen[2]?.params.event).toBe('scanLogin');
    expect(isSigned(seen[2]?.params ?? {}, 'helper/QrCode')).toBe(true);
  });

  it('posts the QR token and the phone decisions signed, by tid', async () => {
    answers.set('/helper/QrScan', {
      code: 1,
      data: { browser: 'Chrome', ip: '203.0.113.7', expired: 90 },
    });
    expect(await api.qrScan('q1')).toEqual({
      code: 1,
      msg: undefined,
      data: { browser: 'Chrome', ip: '203.0.113.7', expired: 90 },
    });
    answers.set('/helper/QrLogin', { code: -1, msg: '二维码失效' });
    expect(await api.qrLogin('tok')).toMatchObject({ code: -1, msg: '二维码失效' });
    await api.qrConfirm('q1');
    await api.qrRefuse('q1');
    const calls = seen.map(({ path, params }) => [path, params.tid ?? params.token]);
    expect(calls).toEqual([
      ['/helper/QrScan', 'q1'],
      ['/helper/QrLogin', 'tok'],
      ['/helper/QrConfirm', 'q1'],
      ['/helper/QrRefuse', 'q1'],
    ]);
    expect(
      seen.every(
        ({ method, path, params }) => method === 'POST' && isSigned(params, path.slice(1)),
      ),
    ).toBe(true);
  });

  it('rejects a visitor’s QrScan with AuthenticationRequiredError', async () => {
    statuses.set('/helper/QrScan', 401);
    answers.set('/helper/QrScan', { code: -1, msg: '请先登录' });
    await expect(api.qrScan('q1')).rejects.toBeInstanceOf(AuthenticationRequiredError);
  });
});
