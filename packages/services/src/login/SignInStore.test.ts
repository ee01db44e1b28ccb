// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { MSG_INVALID_ACCOUNT, MSG_INVALID_CODE, MSG_INVALID_PHONE } from '@pricetrail/core';
import { describe, expect, it } from 'vitest';
import { createFakeLoginEnvironment } from '../testing/loginEnvironment';
import { createRecordingNavigator, createTestRootStore } from '../testing/root';
import { FakeIdentityApi, type FakeIdentityOptions } from './FakeIdentityApi';
import { SAMPLE_USER } from './sampleUser';
import { SIGN_IN_TAB, SignInStore } from './SignInStore';

function setup(options: FakeIdentityOptions = {}) {
  const api = new FakeIdentityApi(options);
  const environment = createFakeLoginEnvironment();
  const navigator = createRecordingNavigator();
  const root = createTestRootStore({
    navigate: navigator,
    identity: api,
    loginEnvironment: environment,
  });
  return { api, environment, navigator, login: root.login, signIn: new SignInStore(root, api) };
}

describe('SignInStore: SMS', () => {
  it('sends only a valid phone, as tag login, and keeps the callback address', async () => {
    const { api, signIn } = setup();
    expect(await signIn.sendSms({ phone: '12345' })).toBe(false);
    expect(signIn.error).toBe(MSG_INVALID_PHONE);
    expect(api.calls).toEqual([]);
    expect(await signIn.sendSms({ phone: ' 138 0013 8000 ' })).toBe(true);
    expect(api.calls).toEqual([['sendSmsCode', { phone: '13800138000', tag: 'login' }]]);
    expect(signIn.sms.capi).toBe('/UserHelper/PhoneLogin/fake');
    expect(signIn.error).toBeNull();
  });

  it('opens the captcha on code 0 with a link and sends again once it is solved', async () => {
    const { api, signIn } = setup({ sms: { code: 0, data: { link: '/captcha?x=1' } } });
    expect(await signIn.sendSms({ phone: '13800138000' })).toBe(false);
    expect(signIn.captcha.link).toBe('/captcha?x=1');
    expect(signIn.error).toBeNull();
    signIn.captcha.solved();
    expect(signIn.captcha.link).toBe(null);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(api.calls.filter(([name]) => name === 'sendSmsCode')).toHaveLength(2);
  });

  it('starts the countdown when the code goes out after the captcha, not before', async () => {
    const options: FakeIdentityOptions = { sms: { code: 0, data: { link: '/captcha?x=1' } } };
    const { signIn } = setup(options);
    let countdowns = 0;
    await signIn.sendSms({ phone: '13800138000' }, () => (countdowns += 1));
    expect(countdowns).toBe(0);
    delete options.sms;
    signIn.captcha.solved();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(countdowns).toBe(1);
    expect(signIn.sms.capi).toBe('/UserHelper/PhoneLogin/fake');
  });

  it("shows the server's message for other failures", async () => {
    const { signIn } = setup({ sms: { code: -2, msg: '发送过于频繁，请稍后再试' } });
    await signIn.sendSms({ phone: '13800138000' });
    expect(signIn.error).toBe('发送过于频繁，请稍后再试');
  });

  it('refuses a phone login without the callback address, then signs in and reloads', async () => {
    const { api, environment, signIn } = setup();
    await signIn.loginByPhone({ phone: '13800138000', code: '123456' });
    expect(signIn.error).toBe(MSG_INVALID_CODE);
    await signIn.sendSms({ phone: '13800138000' });
    await signIn.loginByPhone({ phone: '13800138000', code: ' 123456 ' });
    expect(api.calls.at(-1)).toEqual([
      'submitSmsCode',
      { capi: '/UserHelper/PhoneLogin/fake', code: '123456' },
    ]);
    expect(environment.reloads).toHaveLength(1);
  });

  it('shows 验证码错误 when the callback refuses the code without a message', async () => {
    const { environment, signIn } = setup({ smsLogin: { code: -1 } });
    await signIn.sendSms({ phone: '13800138000' });
    await signIn.loginByPhone({ phone: '13800138000', code: '000000' });
    expect(signIn.error).toBe(MSG_INVALID_CODE);
    expect(signIn.isSubmitting).toBe(false);
    expect(environment.reloads).toHaveLength(0);
  });
});

describe('SignInStore: account', () => {
  it('checks behaviour.md §5 rules before calling and shows the one message', async () => {
    const { api, signIn } = setup();
    await signIn.loginByAccount({ account: 'nobody', passwd: '123456', rememberMe: true });
    await signIn.loginByAccount({ account: '13800138000', passwd: '12345', rememberMe: true });
    expect(signIn.error).toBe(MSG_INVALID_ACCOUNT);
    expect(api.calls).toEqual([]);
  });

  it('shows the server message on code -1 and ignores clicks while submitting', async () => {
    const { api, signIn } = setup({
      login: { code: -1, msg: '账户或密码错误，请重新输入' },
      delayMs: 5,
    });
    const login = { account: 'a@b.cn', passwd: 'secret1', rememberMe: false };
    const first = signIn.loginByAccount(login);
    expect(signIn.isSubmitting).toBe(true);
    await signIn.loginByAccount(login);
    await first;
    expect(api.calls).toEqual([['login', { ...login }]]);
    expect(signIn.error).toBe('账户或密码错误，请重新输入');
    expect(signIn.isSubmitting).toBe(false);
  });

  it('goes to the login page target after sign-in instead of reloading', async () => {
    const { environment, navigator, login, signIn } = setup({ user: SAMPLE_USER });
    login.setRedirectAfterSignIn('/mine/collection');
    await signIn.loginByAccount({ account: 'a@b.cn', passwd: 'secret1', rememberMe: true });
    expect(environment.reloads).toHaveLength(0);
    expect(navigator.visits).toEqual(['/mine/collection']);
    expect(login.userInfo?.nickname).toBe(SAMPLE_USER.nickname);
    expect(login.isModalVisible).toBe(false);
  });

  it('hides the error line on a tab switch', async () => {
    const { signIn } = setup();
    await signIn.loginByAccount({ account: 'x', passwd: 'y', rememberMe: true });
    signIn.setTab(SIGN_IN_TAB.phone);
    expect(signIn.error).toBeNull();
  });
});
