import { describe, expect, test } from 'vitest';
import { FakePricesApi } from '../api/FakePricesApi';
import { dealAddress, parseDealAddress } from './dealAddress';
import { createDealsStore, MSG_DEALS_FAILED, type DealsStore } from './DealsStore';
import { FakeDealsApi } from './FakeDealsApi';

function storeWith(api: FakeDealsApi): DealsStore {
  return createDealsStore(api, new FakePricesApi());
}

describe('DealsStore', () => {
  test('loads real deals, biggest drop first, with the categories', async () => {
    const store = storeWith(new FakeDealsApi());
    await store.load(parseDealAddress(new URLSearchParams()));
    expect(store.status).toBe('ready');
    expect(store.result?.items.map((item) => item.deal.dropPercent)).toEqual([33.3, 18, 13.2]);
    expect(store.categories.length).toBeGreaterThan(0);
  });

  test('the fake view lists only fake cuts, each with its proof', async () => {
    const store = storeWith(new FakeDealsApi());
    await store.load(parseDealAddress(new URLSearchParams('view=fake')));
    expect(store.result?.items).toHaveLength(1);
    expect(store.result?.items[0]?.deal.proof?.referencePrice).toBe(519_900);
  });

  test('a failed load shows the Chinese error line', async () => {
    const store = storeWith(new FakeDealsApi({ isFailing: true }));
    await store.load(parseDealAddress(new URLSearchParams()));
    expect(store.status).toBe('error');
    expect(store.message).toBe(MSG_DEALS_FAILED);
  });

  test('an older answer never replaces a newer one', async () => {
    const store = storeWith(new FakeDealsApi());
    const first = store.load(parseDealAddress(new URLSearchParams('sort=price')));
    const second = store.load(parseDealAddress(new URLSearchParams('view=fake')));
    await Promise.all([first, second]);
    expect(store.query?.view).toBe('fake');
    expect(store.result?.items.every((item) => item.deal.kind === 'fake')).toBe(true);
  });
});

describe('the deals address', () => {
  test('reads and writes every filter, prices in yuan', () => {
    const query = parseDealAddress(
      new URLSearchParams(
        'view=fake&sort=amount&site=3&drop=30&min=99.5&max=2000&lowest=1&stock=1&page=2',
      ),
      'digital',
    );
    expect(query).toEqual({
      view: 'fake',
      sort: 'amount',
      page: 2,
      class: 'digital',
      siteId: 3,
      minDrop: 30,
      minPrice: 9950,
      maxPrice: 200_000,
      isLowestOnly: true,
      isInStockOnly: true,
    });
    expect(dealAddress(query).toString()).toBe(
      'view=fake&sort=amount&drop=30&site=3&min=99.50&max=2000&lowest=1&stock=1&page=2',
    );
  });

  test('bad values fall back to the defaults', () => {
    const query = parseDealAddress(new URLSearchParams('view=x&sort=y&site=abc&drop=7&page=0'));
    expect(query).toMatchObject({ view: 'deals', sort: 'drop', page: 1 });
    expect(query.siteId).toBeUndefined();
    expect(query.minDrop).toBeUndefined();
    expect(dealAddress(query).toString()).toBe('');
  });
});
