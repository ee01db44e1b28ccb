// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see Http.test.ts).
import { describe, expect, it } from 'vitest';
import { createRootStore } from './RootStore';
import { FakePricesApi } from '../api/FakePricesApi';
import {
  createMemoryStorage,
  createRecordingNavigator,
  createRejectingHttp,
} from '../testing/root';

function build() {
  const navigate = createRecordingNavigator();
  const store = createRootStore({
    http: createRejectingHttp(),
    prices: new FakePricesApi(),
    storage: createMemoryStorage(),
    now: () => 42,
    navigate,
    origin: 'https://www.pricetrail.cn',
  });
  return { store, navigate };
}

describe('createRootStore', () => {
  it('makes independent roots', () => {
    const a = build();
    const b = build();
    a.store.errors.set('a');
    expect(b.store.errors.hasError).toBe(false);
    expect(a.store.errors).not.toBe(b.store.errors);
    expect(a.store.now()).toBe(42);
  });

  it('navigates through the guard with the configured origin', () => {
    const { store, navigate } = build();
    const { navigateTo } = store;
    navigateTo('https://www.pricetrail.cn/trend?x=1');
    expect(navigate.visits).toEqual(['/trend?x=1']);
    expect(() => navigateTo('https://item.jd.com/1.html')).toThrow(
      'Navigating to external URL is not allowed by default',
    );
    navigateTo('https://item.jd.com/1.html', { external: true });
    expect(navigate.visits).toEqual(['/trend?x=1', 'https://item.jd.com/1.html']);
  });
});
