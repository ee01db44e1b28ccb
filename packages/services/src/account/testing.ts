import { FakePricesApi } from '../api/FakePricesApi';
import { FakeIdentityApi, type FakeIdentityOptions } from '../login/FakeIdentityApi';
import { createFakeLoginEnvironment } from '../login/testing';
import { createRecordingNavigator, createTestRootStore } from '../root/testing';
import { createAppStore } from '../stores/AppStore';
import { AccountStore } from './AccountStore';

/** An account store over a fake identity API, with the calls and navigations it records. */
export function setupAccount(options: FakeIdentityOptions = {}) {
  const api = new FakeIdentityApi(options);
  const navigator = createRecordingNavigator();
  const app = createAppStore({
    root: createTestRootStore({ navigate: navigator, origin: 'https://www.pricetrail.cn' }),
    prices: new FakePricesApi(),
    identity: api,
    loginEnvironment: createFakeLoginEnvironment({ path: '/mine/setting' }),
  });
  const account = new AccountStore(app.login, app.root.navigateTo, '/mine/setting');
  return { api, navigator, login: app.login, account };
}

/** The names of the calls a fake identity API received, in order. */
export function callNames(api: FakeIdentityApi): string[] {
  return api.calls.map(([name]) => name);
}
