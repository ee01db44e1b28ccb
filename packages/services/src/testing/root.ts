import { FakePricesApi } from '../api/FakePricesApi';
import { FakeDealsApi } from '../deals/FakeDealsApi';
import { FakePromotionsApi } from '../promotions/FakePromotionsApi';
import type { HttpClient } from '../http/HttpClient';
import { FakeRankingsApi } from '../rankings/FakeRankingsApi';
import type { Navigator } from '../navigation/Navigator';
import {
  createRootStore,
  type KeyValueStorage,
  type RootStore,
  type RootStoreDependencies,
} from '../root/RootStore';
import { createFakeLoginEnvironment } from './loginEnvironment';

/** A Map-backed `KeyValueStorage` for tests and stories. */
export function createMemoryStorage(): KeyValueStorage & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** An `HttpClient` whose every call rejects; override the methods a test or story needs. */
export function createRejectingHttp(overrides: Partial<HttpClient> = {}): HttpClient {
  const refuse = (): Promise<never> => Promise.reject(new Error('no fake answer for this call'));
  return {
    get: refuse,
    delete: refuse,
    post: refuse,
    put: refuse,
    postForm: refuse,
    jsonp: refuse,
    ...overrides,
  };
}

/** Records navigations instead of moving. */
export function createRecordingNavigator(): Navigator & { readonly visits: string[] } {
  const visits: string[] = [];
  return {
    visits,
    inApp: (path) => void visits.push(path),
    external: (url) => void visits.push(url),
  };
}

/**
 * A root store from fakes and the shared sample data, for tests and stories; pass only what
 * differs. The identity API is the real one over `http` unless `identity` is given.
 */
export function createTestRootStore(overrides: Partial<RootStoreDependencies> = {}): RootStore {
  return createRootStore({
    http: createRejectingHttp(),
    prices: new FakePricesApi(),
    deals: new FakeDealsApi(),
    promotions: new FakePromotionsApi(),
    rankings: new FakeRankingsApi(),
    loginEnvironment: createFakeLoginEnvironment(),
    storage: createMemoryStorage(),
    now: () => Date.UTC(2026, 0, 1),
    navigate: createRecordingNavigator(),
    origin: 'https://www.pricetrail.cn',
    ...overrides,
  });
}
