// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../api/priceTypes';
import { SAMPLE_PRODUCTS } from '../api/sampleData';
import { PENDING_WATCH_KEY, PENDING_WATCH_TTL_MS } from './pendingWatch';
import { MSG_TARGET_INVALID } from './personalMessages';
import { sampleWatchItem } from './samplePersonal';
import { personalCalls, setupPersonal, type PersonalSetup } from './testing';
import { WatchStore } from './WatchStore';

const MATE = '100012043978-3';
const PRICE = { currentPrice: 599_900, siteId: 3 };

/** A clock the test moves by hand. */
function manualClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function setup(options: PersonalSetup = {}) {
  const context = setupPersonal({ personal: { items: [] }, ...options });
  return { ...context, watch: new WatchStore(context.root, context.api, MATE) };
}

describe('WatchStore', () => {
  it('saves the product, then refreshes the header counts', async () => {
    const { api, watch, login, identity } = setup();
    await login.loadUser();
    const saving = watch.save({ targetPrice: '', allStores: false }, PRICE);
    expect(watch.state).toBe('saving');
    await saving;
    expect(watch.state).toBe('saved');
    expect(watch.item?.dpId).toBe(MATE);
    expect(api.calls).toEqual([['addToCollection', { dpId: MATE }]]);
    expect(identity.calls.map(([name]) => name)).toContain('collectionCounts');
  });

  it('saves with a target below today’s price, in fen', async () => {
    const { api, watch } = setup();
    await watch.save({ targetPrice: '5499.9', allStores: false }, PRICE);
    expect(api.calls).toEqual([
      ['addToCollection', { dpId: MATE, targetPrice: 549_990, alert: 'target' }],
    ]);
    expect(watch.item?.targetPrice).toBe(549_990);
  });

  it('refuses a target that is not below today’s price, sending nothing', async () => {
    const { api, watch } = setup();
    await watch.save({ targetPrice: '5999', allStores: false }, PRICE);
    expect(watch.targetError).toBe('目标价需低于当前价 ¥5999.00');
    await watch.save({ targetPrice: '-1', allStores: false }, PRICE);
    expect(watch.targetError).toBe(MSG_TARGET_INVALID);
    expect(api.calls).toEqual([]);
    expect(watch.state).toBe('idle');
  });

  it('changes the target of a saved product instead of saving it again', async () => {
    const { api, watch } = setup();
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    await watch.save({ targetPrice: '5000', allStores: false }, PRICE);
    expect(personalCalls(api)).toEqual(['addToCollection', 'updateCollectionItem']);
    expect(api.calls[1]?.[1]).toMatchObject({ targetPrice: 500_000, alert: 'target' });
    expect(watch.item).toMatchObject({ targetPrice: 500_000, alert: 'target' });
  });

  it('keeps a 降幅 or 历史新低 condition chosen elsewhere when no target is typed', async () => {
    const [mate] = SAMPLE_PRODUCTS as [ProductInfo];
    const lowest = sampleWatchItem(mate, { id: 7, savedPrice: 599_900, alert: 'lowest' });
    const { api, watch } = setup({ personal: { items: [lowest] } });
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    expect(personalCalls(api)).toEqual(['addToCollection']);
    expect(watch).toMatchObject({ state: 'saved', item: { alert: 'lowest' } });
    await watch.save({ targetPrice: '5000', allStores: false }, PRICE);
    expect(watch.item).toMatchObject({ targetPrice: 500_000, alert: 'target' });
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    expect(watch.item).toMatchObject({ targetPrice: null, alert: 'drop' });
  });

  it('saves 全网同款 with the target, and sends it alone when only it changes', async () => {
    const { api, watch } = setup();
    await watch.save({ targetPrice: '5000', allStores: true }, PRICE);
    expect(api.calls).toEqual([
      ['addToCollection', { dpId: MATE, targetPrice: 500_000, alert: 'target', allStores: true }],
    ]);
    expect(watch.item?.allStores).toBe(true);
    await watch.save({ targetPrice: '5000', allStores: true }, PRICE);
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    expect(api.calls.slice(1).map(([, changes]) => changes)).toEqual([
      { id: watch.item?.id, targetPrice: 500_000, alert: 'target' },
      { id: watch.item?.id, targetPrice: null, alert: 'drop', allStores: false },
    ]);
    expect(watch.item).toMatchObject({ alert: 'drop', allStores: false });
  });

  it('sends one 收藏 for a double click', async () => {
    const { api, watch } = setup();
    await Promise.all([
      watch.save({ targetPrice: '', allStores: false }, PRICE),
      watch.save({ targetPrice: '', allStores: false }, PRICE),
    ]);
    expect(personalCalls(api)).toEqual(['addToCollection']);
  });

  it('says why it could not save', async () => {
    const { watch } = setup({
      personal: {
        items: [],
        fail: { addToCollection: '收藏已达上限（500 件），请先删除一些再添加' },
      },
    });
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    expect(watch.state).toBe('error');
    expect(watch.error).toBe('收藏已达上限（500 件），请先删除一些再添加');
  });

  it('asks a visitor to sign in and remembers the 收藏 in this tab', async () => {
    const clock = manualClock();
    const { api, watch, login, tabStorage } = setup({ hasSession: false, now: clock.now });
    await watch.save({ targetPrice: '5000', allStores: false }, PRICE);
    expect(login.isModalVisible).toBe(true);
    expect(api.calls).toEqual([]);
    expect(JSON.parse(tabStorage.getItem(PENDING_WATCH_KEY) ?? '{}')).toEqual({
      dpId: MATE,
      targetPrice: 500_000,
      at: clock.now(),
    });
  });

  it('does the remembered 收藏 once the page is back signed in, once', async () => {
    const clock = manualClock();
    const visitor = setup({ hasSession: false, now: clock.now });
    await visitor.watch.save({ targetPrice: '5000', allStores: false }, PRICE);
    // The modal's sign-in reloads the page: a new root over the same tab storage.
    clock.advance(60_000);
    const signedIn = setupPersonal({
      personal: { items: [] },
      now: clock.now,
      tabStorage: visitor.tabStorage,
    });
    const watch = new WatchStore(signedIn.root, signedIn.api, MATE);
    await watch.resume();
    await watch.resume();
    expect(signedIn.api.calls).toEqual([
      ['addToCollection', { dpId: MATE, targetPrice: 500_000, alert: 'target' }],
    ]);
    expect(watch.state).toBe('saved');
    expect(visitor.tabStorage.getItem(PENDING_WATCH_KEY)).toBeNull();
  });

  it('forgets a remembered 收藏 after half an hour', async () => {
    const clock = manualClock();
    const { watch, api, tabStorage } = setup({ hasSession: false, now: clock.now });
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    clock.advance(PENDING_WATCH_TTL_MS + 1);
    await watch.resume();
    expect(api.calls).toEqual([]);
    expect(tabStorage.getItem(PENDING_WATCH_KEY)).toBeNull();
  });

  it('leaves another product’s remembered 收藏 alone', async () => {
    const { root, api, tabStorage } = setupPersonal({ hasSession: false });
    const other = new WatchStore(root, api, '100066896338-3');
    await other.save({ targetPrice: '', allStores: false }, PRICE);
    await new WatchStore(root, api, MATE).resume();
    expect(tabStorage.getItem(PENDING_WATCH_KEY)).toContain('100066896338-3');
  });

  it('reads a saved product’s 收藏 and its condition, and a visitor asks nothing', async () => {
    const [mate] = SAMPLE_PRODUCTS as [ProductInfo];
    const percent = sampleWatchItem(mate, {
      id: 7,
      savedPrice: 599_900,
      alert: 'percent',
      alertPercent: 15,
    });
    const { api, watch } = setup({ personal: { items: [percent] } });
    await watch.load();
    expect(watch).toMatchObject({ state: 'saved', item: { alert: 'percent', alertPercent: 15 } });
    expect(api.calls).toEqual([['watchOf', MATE]]);

    const visitor = setup({ hasSession: false, personal: { items: [percent] } });
    await visitor.watch.load();
    expect([visitor.watch.state, visitor.api.calls]).toEqual(['idle', []]);
  });

  it('reads again on coming back: a 收藏 removed meanwhile offers 收藏 again', async () => {
    const { api, watch } = setup();
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    await api.removeFromCollection(watch.item?.id ?? 0);
    await watch.load();
    expect([watch.state, watch.item]).toEqual(['idle', null]);
  });

  it('leaves a 收藏 pressed while the read was on its way as the save made it', async () => {
    const { watch } = setup();
    const reading = watch.load();
    const saving = watch.save({ targetPrice: '5000', allStores: false }, PRICE);
    await reading;
    expect(watch.state).toBe('saving');
    await saving;
    expect(watch).toMatchObject({ state: 'saved', item: { targetPrice: 500_000 } });
  });

  it('keeps showing 收藏 when the read fails', async () => {
    const { watch } = setup({ personal: { items: [], fail: { watchOf: 'network' } } });
    await watch.load();
    expect([watch.state, watch.error]).toEqual(['idle', null]);
  });

  it('asks for a sign-in when the session cookie turns out stale', async () => {
    const { watch, login, tabStorage } = setup({ personal: { items: [], isSignedOut: true } });
    await watch.save({ targetPrice: '', allStores: false }, PRICE);
    expect(watch.state).toBe('idle');
    expect(login.isModalVisible).toBe(true);
    expect(tabStorage.getItem(PENDING_WATCH_KEY)).toContain(MATE);
  });
});
