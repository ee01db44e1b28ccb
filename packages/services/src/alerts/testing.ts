import { FakeIdentityApi } from '../login/FakeIdentityApi';
import { SAMPLE_USER } from '../login/sampleUser';
import { createFakeLoginEnvironment } from '../testing/loginEnvironment';
import { createTestRootStore } from '../testing/root';
import { FakeAlertsApi, type FakeAlertsOptions } from './FakeAlertsApi';

export { FAKE_PUSH_KEYS, createFakePushDevice, type FakePushOptions } from './fakePushDevice';

/** Options of {@link setupAlerts}. */
export interface AlertsSetup {
  /** Answers of the fake alerts API. */
  readonly alerts?: FakeAlertsOptions;
  /** Whether the browser holds a session cookie (true by default). */
  readonly hasSession?: boolean;
  /** The root's clock (epoch ms); 2026-01-01 00:00 UTC by default. */
  readonly now?: () => number;
}

/** A root store over a fake alerts API and a signed-in fake identity. */
export function setupAlerts({ alerts, hasSession = true, now }: AlertsSetup = {}) {
  const api = new FakeAlertsApi(alerts);
  const root = createTestRootStore({
    alerts: api,
    identity: new FakeIdentityApi({ user: hasSession ? SAMPLE_USER : null }),
    loginEnvironment: createFakeLoginEnvironment({
      cookies: hasSession ? { plt_uid: SAMPLE_USER.uid } : {},
    }),
    ...(now ? { now } : {}),
  });
  return { api, root };
}

/** The names of the calls a fake alerts API received, in order. */
export function alertsCalls(api: FakeAlertsApi): string[] {
  return api.calls.map(([name]) => name);
}
