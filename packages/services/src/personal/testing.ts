import { FakeIdentityApi } from '../login/FakeIdentityApi';
import { SAMPLE_USER } from '../login/sampleUser';
import { createFakeLoginEnvironment } from '../testing/loginEnvironment';
import {
  createMemoryStorage,
  createRecordingNavigator,
  createTestRootStore,
} from '../testing/root';
import { FakePersonalApi, type FakePersonalOptions } from './FakePersonalApi';

/** Options of {@link setupPersonal}. */
export interface PersonalSetup {
  /** Answers of the fake personal API. */
  readonly personal?: FakePersonalOptions;
  /** Whether the browser holds a session cookie (true by default). */
  readonly hasSession?: boolean;
  /** The root's clock (epoch ms); 2026-01-01 00:00 UTC by default. */
  readonly now?: () => number;
  /** This tab's storage, to carry it over a reload; a fresh one by default. */
  readonly tabStorage?: ReturnType<typeof createMemoryStorage>;
}

/** A root store over a fake personal API and a signed-in fake identity, with what they record. */
export function setupPersonal({
  personal,
  hasSession = true,
  now,
  tabStorage = createMemoryStorage(),
}: PersonalSetup = {}) {
  const api = new FakePersonalApi(personal);
  const identity = new FakeIdentityApi({ user: hasSession ? SAMPLE_USER : null });
  const environment = createFakeLoginEnvironment({
    cookies: hasSession ? { plt_uid: SAMPLE_USER.uid } : {},
    path: '/crc64/dp100012043978-3',
  });
  const root = createTestRootStore({
    personal: api,
    identity,
    tabStorage,
    loginEnvironment: environment,
    navigate: createRecordingNavigator(),
    ...(now ? { now } : {}),
  });
  return { api, identity, root, login: root.login, tabStorage, environment };
}

/** The names of the calls a fake personal API received, in order. */
export function personalCalls(api: FakePersonalApi): string[] {
  return api.calls.map(([name]) => name);
}
