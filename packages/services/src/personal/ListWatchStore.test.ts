import { describe, expect, it, vi } from 'vitest';
import { ListWatchStore } from './ListWatchStore';
import { PENDING_WATCH_KEY } from './pendingWatch';
import { SAMPLE_WATCH_ITEMS, manyWatchItems } from './samplePersonal';
import { personalCalls, setupPersonal, type PersonalSetup } from './testing';

const MATE = '100012043978-3';
const IPHONE = '100066896338-3';
const SONY = '652391740215-83';
const FULL = '收藏已达上限（500 件），请先删除一些再添加';
/** The cards a page shows. */
const SHOWN = [MATE, IPHONE, SONY];

/** The sample list with only the Mate saved. */
const MATE_SAVED = SAMPLE_WATCH_ITEMS.filter((item) => item.dpId === MATE);

function setup(options: PersonalSetup = {}) {
  const context = setupPersonal({ personal: { items: MATE_SAVED }, ...options });
  return { ...context, watch: new ListWatchStore(context.root, context.api) };
}

describe('ListWatchStore', () => {
  it('learns which shown products are saved with one request, however often it is asked', async () => {
    const { api, watch } = setup();
    const loading = watch.load(SHOWN);
    expect(watch.isLoading).toBe(true);
    await Promise.all([loading, watch.load(SHOWN)]);
    await watch.load(SHOWN);
    expect(watch.isLoading).toBe(false);
    expect(api.calls).toEqual([['savedAmong', SHOWN]]);
    expect(watch.stateOf(MATE)).toBe('saved');
    expect(watch.stateOf(IPHONE)).toBe('idle');
  });

  it('asks again only about products a new page shows, however long the watch list is', async () => {
    const items = manyWatchItems(120).map((item, index) => ({
      ...item,
      dpId: `${900_000 + index}-3`,
    }));
    const { api, watch } = setup({ personal: { items } });
    await watch.load(['900000-3', IPHONE]);
    await watch.load([IPHONE, '900119-3']);
    expect(api.calls).toEqual([
      ['savedAmong', ['900000-3', IPHONE]],
      ['savedAmong', ['900119-3']],
    ]);
    expect(watch.stateOf('900119-3')).toBe('saved');
    expect(watch.stateOf(IPHONE)).toBe('idle');
  });

  it('asks nothing for a visitor', async () => {
    const { api, watch } = setup({ hasSession: false });
    await watch.load(SHOWN);
    expect(watch.isLoading).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('offers 收藏 on every card when the lookup fails', async () => {
    const { watch } = setup({ personal: { items: MATE_SAVED, fail: { savedAmong: 'network' } } });
    await watch.load(SHOWN);
    expect(watch.isLoading).toBe(false);
    expect(watch.stateOf(MATE)).toBe('idle');
  });

  it('saves a product, then refreshes the header counts', async () => {
    const { api, identity, watch, login } = setup();
    await login.loadUser();
    const saving = watch.save(IPHONE);
    expect(watch.stateOf(IPHONE)).toBe('saving');
    await saving;
    expect(watch.stateOf(IPHONE)).toBe('saved');
    expect(api.calls).toEqual([['addToCollection', { dpId: IPHONE }]]);
    await vi.waitFor(() =>
      expect(identity.calls.map(([name]) => name)).toContain('collectionCounts'),
    );
  });

  it('sends one 收藏 for a double click, and none for a saved product', async () => {
    const { api, watch } = setup();
    await watch.load(SHOWN);
    await Promise.all([watch.save(IPHONE), watch.save(IPHONE), watch.save(MATE)]);
    expect(personalCalls(api)).toEqual(['savedAmong', 'addToCollection']);
  });

  it('shows the server’s line after a refusal, and tries again when pressed', async () => {
    const { api, watch } = setup({ personal: { items: [], fail: { addToCollection: FULL } } });
    await watch.save(SONY);
    expect(watch.stateOf(SONY)).toBe('error');
    expect(watch.errorOf(SONY)).toBe(FULL);
    expect(watch.errorOf(IPHONE)).toBeNull();
    const again = watch.save(SONY);
    expect(watch.errorOf(SONY)).toBeNull();
    await again;
    expect(personalCalls(api)).toEqual(['addToCollection', 'addToCollection']);
  });

  it('asks a visitor to sign in and remembers the 收藏 in this tab', async () => {
    const { api, watch, login, tabStorage, root } = setup({ hasSession: false });
    await watch.save(SONY);
    expect(login.isModalVisible).toBe(true);
    expect(api.calls).toEqual([]);
    expect(watch.stateOf(SONY)).toBe('idle');
    expect(JSON.parse(tabStorage.getItem(PENDING_WATCH_KEY) ?? '{}')).toEqual({
      dpId: SONY,
      targetPrice: null,
      at: root.now(),
    });
  });

  it('does the remembered 收藏 once the list is back signed in, once', async () => {
    const visitor = setup({ hasSession: false });
    await visitor.watch.save(SONY);
    // The modal's sign-in reloads the page: a new root over the same tab storage.
    const signedIn = setup({ tabStorage: visitor.tabStorage });
    await signedIn.watch.resume([MATE, SONY]);
    await signedIn.watch.resume([MATE, SONY]);
    expect(signedIn.api.calls).toEqual([['addToCollection', { dpId: SONY }]]);
    expect(signedIn.watch.stateOf(SONY)).toBe('saved');
    expect(visitor.tabStorage.getItem(PENDING_WATCH_KEY)).toBeNull();
  });

  it('leaves a 收藏 remembered for a product not on this page alone', async () => {
    const visitor = setup({ hasSession: false });
    await visitor.watch.save(SONY);
    const signedIn = setup({ tabStorage: visitor.tabStorage });
    await signedIn.watch.resume([MATE, IPHONE]);
    expect(signedIn.api.calls).toEqual([]);
    expect(visitor.tabStorage.getItem(PENDING_WATCH_KEY)).toContain(SONY);
  });

  it('asks for a sign-in when the session cookie turns out stale', async () => {
    const { watch, login, tabStorage } = setup({ personal: { items: [], isSignedOut: true } });
    await watch.load(SHOWN);
    await watch.save(SONY);
    expect(watch.stateOf(SONY)).toBe('idle');
    expect(login.isModalVisible).toBe(true);
    expect(tabStorage.getItem(PENDING_WATCH_KEY)).toContain(SONY);
  });
});
