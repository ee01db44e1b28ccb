// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { describe, expect, it } from 'vitest';
import { createFakePushDevice, FAKE_PUSH_KEYS } from '../alerts/fakePushDevice';
import { NotFoundError } from '../http/errors';
import { createFakeLoginEnvironment } from '../testing/loginEnvironment';
import {
  createRecordingNavigator,
  createRejectingHttp,
  createTestRootStore,
} from '../testing/root';
import { FakeIdentityApi, type FakeIdentityOptions } from './FakeIdentityApi';
import { SAMPLE_USER } from './sampleUser';

function setup(options: FakeIdentityOptions = {}, cookies: Record<string, string> = {}) {
  const api = new FakeIdentityApi(options);
  const environment = createFakeLoginEnvironment({ cookies, path: '/trend?x=1' });
  const navigator = createRecordingNavigator();
  const root = createTestRootStore({
    navigate: navigator,
    identity: api,
    loginEnvironment: environment,
  });
  return { api, environment, navigator, login: root.login };
}

/** The real identity API (loaded lazily, as on the site) over an HTTP fake answering GETs. */
function setupOverHttp(answer: (path: string) => Promise<unknown>) {
  const requestedPaths: string[] = [];
  const http = createRejectingHttp({
    get: <T>(path: string) => {
      requestedPaths.push(path);
      return answer(path) as Promise<T>;
    },
  });
  const root = createTestRootStore({
    http,
    loginEnvironment: createFakeLoginEnvironment({ cookies: { plt_uid: '7' } }),
  });
  return { login: root.login, requestedPaths };
}

describe('LoginStore', () => {
  it('does not call /User/Detail without a session cookie', async () => {
    const { api, login } = setup({ user: SAMPLE_USER });
    await login.restore();
    expect(api.calls).toEqual([]);
    expect(login.isSignedIn).toBe(false);
  });

  it('loads the user and the spec fields when the session cookie exists, once', async () => {
    const { api, login } = setup({ user: SAMPLE_USER }, { plt_uid: '10086' });
    expect(login.hasSessionCookie()).toBe(true);
    await login.restore();
    await login.restore();
    expect(api.calls.map(([name]) => name)).toEqual(['detail']);
    expect(login.userInfo).toEqual(SAMPLE_USER);
    expect(login.phone).toBe('138*****678');
    expect(login.email).toBe('shopper@example.com');
    expect([login.qq, login.wechat, login.weibo]).toEqual([false, true, false]);
    expect(login.collection).toEqual({ all: 0, reduces: 0 });
  });

  it('a session cookie makes the user pending until /User/Detail answers, even with nobody', async () => {
    const visitor = setup({ user: SAMPLE_USER });
    expect(visitor.login.isUserPending).toBe(false);
    const holder = setup({ user: SAMPLE_USER }, { plt_uid: '10086' });
    expect(holder.login.isUserPending).toBe(true);
    await holder.login.restore();
    expect(holder.login.isUserPending).toBe(false);
    const expired = setup({ user: null }, { plt_uid: '10086' });
    expect(expired.login.isUserPending).toBe(true);
    await expired.login.restore();
    expect([expired.login.isUserPending, expired.login.isSignedIn]).toEqual([false, false]);
  });

  it('loads the collection and protection counts when asked, once per signed-in user', async () => {
    const { api, login } = setup({ user: SAMPLE_USER }, { plt_uid: '10086' });
    await login.loadCounts();
    expect(api.calls).toEqual([]);
    await login.restore();
    await login.loadCounts();
    await login.loadCounts();
    expect(api.calls.map(([name]) => name)).toEqual([
      'detail',
      'collectionCounts',
      'protectionCounts',
    ]);
    expect(login.collection).toEqual({ all: 12, reduces: 3 });
    expect(login.protection).toEqual({ valid: 2, expired: 1 });
  });

  it('asks the counts again when the watch list or the orders changed', async () => {
    const { api, login } = setup({ user: SAMPLE_USER }, { plt_uid: '10086' });
    await login.restore();
    await login.loadCounts();
    await login.loadCounts(true);
    expect(api.calls.map(([name]) => name).filter((name) => name === 'collectionCounts')).toEqual([
      'collectionCounts',
      'collectionCounts',
    ]);
  });

  it('keeps zero counts when the count endpoints answer 404, and does not ask again', async () => {
    const { login, requestedPaths } = setupOverHttp((path) =>
      path === '/User/Detail'
        ? Promise.resolve({ code: 1, data: { uid: 7, nickname: '小明', unions: [] } })
        : Promise.reject(new NotFoundError(404, 'Not Found')),
    );
    await login.restore();
    expect(login.userInfo?.nickname).toBe('小明');
    await login.loadCounts();
    await login.loadCounts();
    expect(login.collection).toEqual({ all: 0, reduces: 0 });
    expect(login.protection).toEqual({ valid: 0, expired: 0 });
    expect(requestedPaths).toEqual([
      '/User/Detail',
      '/UserCollection/List',
      '/UserExtend/WorthOrderList',
    ]);
  });

  it('stays a visitor when the session has ended', async () => {
    const { login } = setup({ user: null }, { GWD_USER_TOKEN: 'x' });
    await login.restore();
    expect(login.userInfo).toBeNull();
    expect(login.collection).toEqual({ all: 0, reduces: 0 });
  });

  it('marks platforms the server has not configured as unavailable', async () => {
    const { api, login } = setup({
      social: { 2: 'https://open.weixin.qq.com/connect/qrconnect?x' },
    });
    await login.loadLoginLinks();
    expect(login.unavailableSocial).toEqual([1, 3]);
    expect(api.calls[0]).toEqual(['authorize', { utype: 2, referer: '/trend?x=1', isBind: false }]);
  });

  it('sends the browser to a fresh authorize address, returning to the login target', async () => {
    const url = 'https://graph.qq.com/oauth2.0/authorize?state=s';
    const { api, navigator, login } = setup({ social: { 1: url } });
    login.setRedirectAfterSignIn('/mine');
    expect(await login.socialSignIn(1)).toBe(url);
    expect(api.calls).toEqual([['authorize', { utype: 1, referer: '/mine', isBind: false }]]);
    expect(navigator.visits).toEqual([url]);
    expect(await login.socialSignIn(3)).toBeNull();
    expect(navigator.visits).toHaveLength(1);
  });

  it('reloads after sign-in on ordinary pages and closes the modal', async () => {
    const { environment, login } = setup();
    login.openModal();
    await login.completeSignIn();
    expect(login.isModalVisible).toBe(false);
    expect(environment.reloads).toHaveLength(1);
  });

  it('signs out: ends the session, forgets the user, reloads', async () => {
    const { api, environment, login } = setup({ user: SAMPLE_USER }, { plt_uid: '1' });
    await login.restore();
    await login.signOut();
    expect(api.calls.at(-1)?.[0]).toBe('logout');
    expect(login.userInfo).toBeNull();
    expect(login.phone).toBe('');
    expect(environment.reloads).toHaveLength(1);
  });

  it("signing out ends this browser's push and has the server forget its endpoint", async () => {
    const api = new FakeIdentityApi({ user: SAMPLE_USER });
    const pushDevice = createFakePushDevice({ isSubscribed: true });
    const root = createTestRootStore({
      identity: api,
      pushDevice,
      loginEnvironment: createFakeLoginEnvironment({ cookies: { plt_uid: '1' } }),
    });
    await root.login.restore();
    await root.login.signOut();
    expect(pushDevice.calls).toEqual(['unsubscribe']);
    expect(api.calls.at(-1)).toEqual(['logout', FAKE_PUSH_KEYS.endpoint]);
  });
});
