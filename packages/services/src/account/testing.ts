import type { PushDevice } from '../alerts/pushDevice';
import { FakeIdentityApi, type FakeIdentityOptions } from '../login/FakeIdentityApi';
import { AccountStore } from './AccountStore';
import { createFakeLoginEnvironment } from '../testing/loginEnvironment';
import { createRecordingNavigator, createTestRootStore } from '../testing/root';

/** An account store over a fake identity API, with the calls and navigations it records. */
export function setupAccount(options: FakeIdentityOptions = {}, pushDevice?: PushDevice) {
  const api = new FakeIdentityApi(options);
  const navigator = createRecordingNavigator();
  const root = createTestRootStore({
    navigate: navigator,
    origin: 'https://www.pricetrail.cn',
    identity: api,
    // A browser with a user (or an unreadable one) carries a session cookie; a visitor does not.
    loginEnvironment: createFakeLoginEnvironment({
      path: '/mine/setting',
      cookies: options.user ? { plt_uid: '1' } : {},
    }),
    ...(pushDevice && { pushDevice }),
  });
  const account = new AccountStore(root, api, '/mine/setting');
  return { api, navigator, login: root.login, account };
}

/** The names of the calls a fake identity API received, in order. */
export function callNames(api: FakeIdentityApi): string[] {
  return api.calls.map(([name]) => name);
}
