import {
  FakeAlertsApi,
  FakeIdentityApi,
  SAMPLE_USER,
  createFakeLoginEnvironment,
  createTestRootStore,
  type FakeIdentityOptions,
} from '@pricetrail/services/testing';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { beforeAll, expect, test } from 'vitest';
import { AppProviders } from '../AppProviders';
import { loadLoginModal } from './loginModalCode';
import { LoginModalHost } from './LoginModalHost';
import { UserCornerHost } from './UserCornerHost';

async function renderShellCorner(
  identity: FakeIdentityOptions,
  cookies: Record<string, string> = {},
  overrides: Parameters<typeof createTestRootStore>[0] = {},
) {
  const api = new FakeIdentityApi(identity);
  const store = createTestRootStore({
    identity: api,
    loginEnvironment: createFakeLoginEnvironment({ cookies }),
    ...overrides,
  });
  await render(
    <AppProviders store={store}>
      <UserCornerHost />
      <LoginModalHost />
    </AppProviders>,
  );
  return { api, login: store.login };
}

// The modal's code is a lazily loaded chunk; the journeys prove a first click fetches it in the
// built site. From this test server it is some 460 modules, which a loaded 2-core machine took
// longer than a test's 15 s to fetch and run: they are loaded once, before the tests, unbounded
// by any test's time.
beforeAll(async () => {
  await loadLoginModal();
}, 120_000);

test('a visitor gets 登录 at once, and the first click on it opens the modal', async () => {
  const { api } = await renderShellCorner({ user: SAMPLE_USER });
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(page.getByRole('button', { name: '登录' }));
  await expect.element(page.getByRole('dialog', { name: '登录价迹' })).toBeVisible();
  expect(api.calls.map(([name]) => name)).not.toContain('detail');
});

test('a signed-in user gets the menu; the counts load only when the menu is approached', async () => {
  const { api, login } = await renderShellCorner({ user: SAMPLE_USER }, { plt_uid: '10086' });
  const trigger = page.getByRole('button', { name: SAMPLE_USER.nickname });
  await expect.element(trigger).toBeVisible();
  expect(api.calls.map(([name]) => name)).toEqual(['detail']);
  await userEvent.hover(trigger);
  await userEvent.click(trigger);
  await expect.element(page.getByRole('link', { name: '我的收藏 12 3件降价' })).toBeVisible();
  expect(login.collection).toEqual({ all: 12, reduces: 3 });
  expect(api.calls.filter(([name]) => name === 'collectionCounts')).toHaveLength(1);
});

test('a signed-in user gets the notice bell, its count read again on return to the tab', async () => {
  let now = Date.UTC(2026, 0, 1);
  const alerts = new FakeAlertsApi();
  await renderShellCorner({ user: SAMPLE_USER }, { plt_uid: '10086' }, { alerts, now: () => now });
  const bell = page.getByRole('link', { name: '消息中心，3 条未读' });
  await expect.element(bell).toHaveAttribute('href', '/mine/notice');
  await alerts.markRead();
  window.dispatchEvent(new Event('focus'));
  now += 61_000;
  window.dispatchEvent(new Event('focus'));
  await expect.element(page.getByRole('link', { name: '消息中心' })).toBeVisible();
  // The first return came within a minute of the first count: only the second asked again.
  expect(alerts.calls.filter(([name]) => name === 'unreadCount')).toHaveLength(2);
});

test('a visitor gets no bell and no unread count is asked for', async () => {
  const alerts = new FakeAlertsApi();
  await renderShellCorner({ user: SAMPLE_USER }, {}, { alerts });
  await expect.element(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(page.getByRole('link', { name: /消息中心/ }).query()).toBeNull();
  expect(alerts.calls).toEqual([]);
});

test('a session holder is never offered 登录 while their details and menu arrive', async () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  class SlowIdentityApi extends FakeIdentityApi {
    override async detail() {
      await answered;
      return super.detail();
    }
  }
  const store = createTestRootStore({
    identity: new SlowIdentityApi({ user: SAMPLE_USER }),
    loginEnvironment: createFakeLoginEnvironment({ cookies: { plt_uid: '10086' } }),
  });
  const offered: string[] = [];
  const watch = new MutationObserver(() => {
    if (document.querySelector('button')?.textContent?.includes('登录')) offered.push('登录');
  });
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  await render(
    <AppProviders store={store}>
      <UserCornerHost />
    </AppProviders>,
  );
  expect(page.getByRole('button', { name: '登录' }).query()).toBeNull();
  answer();
  await expect.element(page.getByRole('button', { name: SAMPLE_USER.nickname })).toBeVisible();
  watch.disconnect();
  expect(offered).toEqual([]);
});

test('an expired session (a cookie, no user) gets 登录 once the server has answered', async () => {
  await renderShellCorner({ user: null }, { plt_uid: '10086' });
  await expect.element(page.getByRole('button', { name: '登录' })).toBeVisible();
});
