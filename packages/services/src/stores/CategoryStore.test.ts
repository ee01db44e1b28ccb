// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FakePricesApi } from '../api/FakePricesApi';
import type { PricesApiClient, ProductPage, SearchQuery } from '../api/priceTypes';
import { createCategoryStore, MSG_LIST_FAILED } from './CategoryStore';
import { parseListQuery } from './listQuery';

const query = (search: string, slug?: string) => parseListQuery(new URLSearchParams(search), slug);

/** The fake API with its search replaced. */
function withSearch(
  search: PricesApiClient['search'],
  fake = new FakePricesApi(),
): PricesApiClient {
  return {
    resolve: (url) => fake.resolve(url),
    identify: (url) => fake.identify(url),
    product: (dpId) => fake.product(dpId),
    trackingStatus: (dpId) => fake.trackingStatus(dpId),
    history: (dpId, range) => fake.history(dpId, range),
    nextSale: (dpId) => fake.nextSale(dpId),
    offers: (dpId) => fake.offers(dpId),
    categories: () => fake.categories(),
    search,
  };
}

describe('CategoryStore', () => {
  it('loads a query once when the route and then the page ask for it, and again for another', async () => {
    const asked: SearchQuery[] = [];
    const fake = new FakePricesApi();
    const store = createCategoryStore(
      withSearch((search) => {
        asked.push(search);
        return fake.search(search);
      }, fake),
    );
    await Promise.all([store.ensureLoaded(query('q=手机')), store.ensureLoaded(query('q=手机'))]);
    await store.ensureLoaded(query('q=手机'));
    expect(asked).toHaveLength(1);
    expect(store.status).toBe('ready');
    await store.ensureLoaded(query('q=耳机'));
    expect(asked.map((search) => search.q)).toEqual(['手机', '耳机']);
  });

  it('lists a category in the chosen order and names it', async () => {
    const store = createCategoryStore(new FakePricesApi());
    await store.load(query('sort=price', 'digital'));
    expect(store.status).toBe('ready');
    expect(store.category?.name).toBe('手机数码');
    const prices = store.result?.items.map((item) => item.price) ?? [];
    expect(prices.length).toBe(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sends filters, order and page to the API', async () => {
    const asked: SearchQuery[] = [];
    const fake = new FakePricesApi();
    const store = createCategoryStore(
      withSearch((search: SearchQuery) => {
        asked.push(search);
        return fake.search(search);
      }),
    );
    await store.load(query('sort=popular&site=3&min=100&max=5000.5&lowest=1&page=2', 'digital'));
    expect(asked).toEqual([
      {
        class: 'digital',
        page: 2,
        sort: 'popular',
        siteId: 3,
        minPrice: 10_000,
        maxPrice: 500_050,
        isLowestOnly: true,
      },
    ]);
  });

  it('pages through the whole catalogue when there is no category', async () => {
    const store = createCategoryStore(new FakePricesApi({ pageSize: 3 }));
    await store.load(query('page=2'));
    expect(store.result).toMatchObject({ page: 2, total: 4, pageSize: 3 });
    expect(store.result?.items).toHaveLength(1);
    expect(store.isUnknownCategory).toBe(false);
  });

  it('knows a category the catalogue does not have', async () => {
    const store = createCategoryStore(new FakePricesApi());
    await store.load(query('', 'no-such'));
    expect(store.isUnknownCategory).toBe(true);
  });

  it('shows the Chinese error line when the list fails', async () => {
    const store = createCategoryStore(new FakePricesApi({ isFailing: true }));
    await store.load(query('', 'digital'));
    expect(store.status).toBe('error');
    expect(store.message).toBe(MSG_LIST_FAILED);
  });

  it('keeps only the newest answer', async () => {
    let release: (page: ProductPage) => void = () => undefined;
    const slow = new Promise<ProductPage>((resolve) => {
      release = resolve;
    });
    const fake = new FakePricesApi();
    const store = createCategoryStore(
      withSearch((search) => (search.page === 1 ? slow : fake.search(search))),
    );
    const first = store.load(query('', 'digital'));
    await store.load(query('page=2', 'digital'));
    release({ items: [], total: 99, page: 1, pageSize: 20 });
    await first;
    expect(store.query?.page).toBe(2);
    expect(store.result?.page).toBe(2);
  });
});
