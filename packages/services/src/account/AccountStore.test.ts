// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { describe, expect, it } from 'vitest';
import { createFakePushDevice, FAKE_PUSH_KEYS } from '../alerts/fakePushDevice';
import { AuthenticationRequiredError } from '../http/errors';
import { UNION_TYPE } from '../login/identityTypes';
import { SAMPLE_USER } from '../login/sampleUser';
import { MSG_SOCIAL_UNAVAILABLE } from './accountMessages';
import { callNames, setupAccount } from './testing';

describe('AccountStore', () => {
  it('reads the user: masked phone, e-mail, and each platform bound or available', async () => {
    const { account, login } = setupAccount({
      user: SAMPLE_USER,
      social: { [UNION_TYPE.qq]: 'https://graph.qq.example/authorize' },
    });
    await account.load();
    await login.loadBindLinks();
    expect(account.status).toBe('ready');
    expect(account.phone).toBe('138*****678');
    expect(account.email).toBe('shopper@example.com');
    expect(account.socialRows).toEqual([
      { utype: UNION_TYPE.wechat, boundAs: '微信用户', isAvailable: false },
      { utype: UNION_TYPE.qq, boundAs: null, isAvailable: true },
      { utype: UNION_TYPE.weibo, boundAs: null, isAvailable: false },
    ]);
  });

  it('is signed out for a visitor and failed when the user cannot be read', async () => {
    const visitor = setupAccount({ user: null });
    await visitor.account.load();
    expect(visitor.account.status).toBe('signedOut');
    // Without a session cookie there is nothing to ask the server (it would answer 401).
    expect(callNames(visitor.api)).toEqual([]);

    const offline = setupAccount({ user: 'fail' });
    await offline.account.load();
    expect(offline.account.status).toBe('failed');
    expect(offline.account.error).toBe('网络异常');
  });

  it('signs the page out when a later call finds the session gone', async () => {
    const { account } = setupAccount({ user: SAMPLE_USER });
    await account.load();
    expect(account.fail(new AuthenticationRequiredError(401, '请先登录'))).toBe('请先登录');
    expect(account.status).toBe('signedOut');
  });

  it('binds a platform through a fresh isBind=1 address, or says it is not open', async () => {
    const { account, api, navigator } = setupAccount({
      user: SAMPLE_USER,
      social: { [UNION_TYPE.qq]: 'https://graph.qq.example/authorize?state=s1' },
    });
    await account.load();
    await account.bindSocial(UNION_TYPE.qq);
    expect(api.calls.at(-1)).toEqual([
      'authorize',
      { utype: UNION_TYPE.qq, referer: '/mine/setting', isBind: true },
    ]);
    expect(navigator.visits).toEqual(['https://graph.qq.example/authorize?state=s1']);

    await account.bindSocial(UNION_TYPE.weibo);
    expect(account.error).toBe(MSG_SOCIAL_UNAVAILABLE);
    expect(navigator.visits).toHaveLength(1);
  });

  it('deletes the account with Dispose, refreshes the header and goes home', async () => {
    const { account, api, navigator } = setupAccount({ user: SAMPLE_USER });
    await account.load();
    const before = api.calls.length;
    await account.dispose();
    expect(callNames(api).slice(before)).toEqual(['dispose', 'detail']);
    expect(account.status).toBe('left');
    expect(account.user).toBeNull();
    expect(navigator.visits).toEqual(['/home']);
  });

  it('stays on the page with the server line when Dispose is refused', async () => {
    const { account, navigator } = setupAccount({
      user: SAMPLE_USER,
      dispose: { code: 0, msg: '请确认注销账号' },
    });
    await account.load();
    await account.dispose();
    expect(account.status).toBe('ready');
    expect(account.error).toBe('请确认注销账号');
    expect(navigator.visits).toEqual([]);
  });

  it('signs out with Logout and goes home', async () => {
    const { account, api, navigator } = setupAccount({ user: SAMPLE_USER });
    await account.load();
    await account.signOut();
    expect(callNames(api)).toContain('logout');
    expect(account.status).toBe('left');
    expect(navigator.visits).toEqual(['/home']);
  });

  it("signing out ends this browser's push and has the server forget its endpoint", async () => {
    const pushDevice = createFakePushDevice({ isSubscribed: true });
    const { account, api } = setupAccount({ user: SAMPLE_USER }, pushDevice);
    await account.load();
    await account.signOut();
    expect(pushDevice.calls).toEqual(['unsubscribe']);
    expect(api.calls.find(([name]) => name === 'logout')).toEqual([
      'logout',
      FAKE_PUSH_KEYS.endpoint,
    ]);
  });
});
