// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FakePricesApi } from '../api/FakePricesApi';
import type { SearchQuery } from '../api/priceTypes';
import { createTestRootStore } from '../testing/root';
import { HomeStore } from './HomeStore';

/** The fake API, counting its searches. */
function countingApi() {
  const api = new FakePricesApi();
  const asked: SearchQuery[] = [];
  const search = api.search.bind(api);
  api.search = (query) => {
    asked.push(query);
    return search(query);
  };
  return { api, asked };
}

describe('HomeStore', () => {
  it('loads once when the route and then the page ask, and again on the next visit', async () => {
    const { api, asked } = countingApi();
    const store = new HomeStore(createTestRootStore(), api);
    await store.refresh();
    await store.ensureLoaded();
    expect(asked).toHaveLength(1);
    expect(store.items.length).toBeGreaterThan(0);
    expect(store.categories.length).toBeGreaterThan(0);
    await store.refresh();
    expect(asked).toHaveLength(2);
  });

  it('loads on its own when no route loaded it (a story, a test)', async () => {
    const { api, asked } = countingApi();
    const store = new HomeStore(createTestRootStore(), api);
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    expect(asked).toHaveLength(1);
  });
});
