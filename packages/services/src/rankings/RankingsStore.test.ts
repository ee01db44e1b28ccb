import { describe, expect, test } from 'vitest';
import { FakePricesApi } from '../api/FakePricesApi';
import { FakeRankingsApi } from './FakeRankingsApi';
import { parseRankingAddress, rankingAddress } from './rankingAddress';
import { createRankingsStore, MSG_RANKINGS_FAILED, type RankingsStore } from './RankingsStore';

function storeWith(api: FakeRankingsApi): RankingsStore {
  return createRankingsStore(api, new FakePricesApi());
}

describe('RankingsStore', () => {
  test('loads a list in rank order, with its moves and the categories', async () => {
    const store = storeWith(new FakeRankingsApi());
    await store.load({ list: 'drop' });
    expect(store.status).toBe('ready');
    expect(store.result?.map((item) => [item.rank, item.value, item.move?.kind])).toEqual([
      [1, 33.3, 'up'],
      [2, 18, 'down'],
      [3, 13.2, 'new'],
    ]);
    expect(store.categories.length).toBeGreaterThan(0);
  });

  test('one category’s list is ranked from 1 and names its category', async () => {
    const store = storeWith(new FakeRankingsApi());
    await store.load({ list: 'hot', class: 'appliances' });
    expect(store.result?.map((item) => item.rank)).toEqual([1]);
    expect(store.category?.name).toBe('家用电器');
    await store.load({ list: 'hot', class: 'nothing' });
    expect(store.isUnknownCategory).toBe(true);
  });

  test('a failed load shows the Chinese error line', async () => {
    const store = storeWith(new FakeRankingsApi({ isFailing: true }));
    await store.load({ list: 'sales' });
    expect(store.status).toBe('error');
    expect(store.message).toBe(MSG_RANKINGS_FAILED);
  });

  test('an older answer never replaces a newer one', async () => {
    const store = storeWith(new FakeRankingsApi());
    const first = store.load({ list: 'drop' });
    const second = store.load({ list: 'watched' });
    await Promise.all([first, second]);
    expect(store.query?.list).toBe('watched');
    expect(store.result?.[0]?.value).toBe(2_318);
  });
});

describe('the rankings address', () => {
  test('reads and writes the list and the category', () => {
    const query = parseRankingAddress(new URLSearchParams('list=watched&class=digital'));
    expect(query).toEqual({ list: 'watched', class: 'digital' });
    expect(rankingAddress(query).toString()).toBe('list=watched&class=digital');
  });

  test('an unknown list falls back to the overall 降价榜', () => {
    const query = parseRankingAddress(new URLSearchParams('list=cheap&class='));
    expect(query).toEqual({ list: 'drop', class: undefined });
    expect(rankingAddress(query).toString()).toBe('');
  });
});
