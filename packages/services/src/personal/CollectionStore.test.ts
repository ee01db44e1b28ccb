// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { parseCollectionQuery } from './collectionQuery';
import { CollectionStore } from './CollectionStore';
import {
  MSG_ALERT_PERCENT_INVALID,
  MSG_GROUP_TOO_LONG,
  MSG_TARGET_INVALID,
  MSG_TARGET_REQUIRED,
} from './personalMessages';
import { SAMPLE_WATCH_ITEMS } from './samplePersonal';
import type { WatchEditForm } from './WatchEditStore';
import { personalCalls, setupPersonal, type PersonalSetup } from './testing';

const view = (search = '') => parseCollectionQuery(new URLSearchParams(search));

/** The shown item with this id; fails the test when it is not shown. */
function itemOf(store: CollectionStore, id: number) {
  const item = store.items.find((shown) => shown.id === id);
  if (!item) throw new Error(`item ${id} is not shown`);
  return item;
}

async function loaded(setup: PersonalSetup = {}, search = '') {
  const context = setupPersonal(setup);
  const store = new CollectionStore(context.root, context.api);
  await store.load(view(search));
  return { ...context, store };
}

describe('CollectionStore', () => {
  it('shows the newest saved first with both tab counts and the group names', async () => {
    const { store } = await loaded();
    expect(store.status).toBe('ready');
    expect(store.items.map((item) => item.id)).toEqual([105, 104, 103, 101, 102]);
    expect(store.counts).toEqual({ all: 5, reduces: 3 });
    expect(store.groups).toEqual(['手机', '家电']);
  });

  it('asks for the tab, order, group and page of the address', async () => {
    const { api, store } = await loaded({}, 'tab=reduce&sort=drop&group=%E6%89%8B%E6%9C%BA&page=1');
    expect(api.calls[0]?.[1]).toEqual({
      tab: 'reduce',
      sort: 'drop',
      page: 1,
      pageSize: 20,
      group: '手机',
    });
    expect(store.items.map((item) => item.id)).toEqual([101, 102]);
  });

  it('is signed out at once for a visitor without a session, asking nothing', async () => {
    const { api, store } = await loaded({ hasSession: false });
    expect(store.status).toBe('signedOut');
    expect(api.calls).toEqual([]);
  });

  it('is signed out when the server no longer knows the session', async () => {
    const { store } = await loaded({ personal: { isSignedOut: true } });
    expect(store.status).toBe('signedOut');
  });

  it('says why the list could not be read', async () => {
    const { store } = await loaded({ personal: { fail: { collection: 'network' } } });
    expect(store.status).toBe('failed');
    expect(store.error).toBe('网络异常');
  });

  it('knows an empty watch list from an empty tab', async () => {
    const empty = await loaded({ personal: { items: [] } });
    expect(empty.store.isEmpty).toBe(true);
    const cheaperOnly = await loaded(
      { personal: { items: SAMPLE_WATCH_ITEMS.slice(2, 3) } },
      'tab=reduce',
    );
    expect(cheaperOnly.store.items).toEqual([]);
    expect(cheaperOnly.store.isEmpty).toBe(false);
  });

  it('keeps the newest view when an older answer arrives late', async () => {
    const { root, api } = setupPersonal();
    const store = new CollectionStore(root, api);
    const first = store.load(view('sort=price'));
    const second = store.load(view('tab=reduce'));
    await Promise.all([first, second]);
    expect(store.query.tab).toBe('reduce');
    expect(store.items.every((item) => (item.dropAmount ?? 0) > 0)).toBe(true);
  });

  it('removes an item at once, then refreshes the page and the header counts', async () => {
    const { api, store, root, identity } = await loaded();
    await root.login.loadUser();
    const removal = store.remove(104);
    expect(store.items.map((item) => item.id)).not.toContain(104);
    expect(store.counts).toEqual({ all: 4, reduces: 2 });
    expect(store.removingIds).toEqual([104]);
    await removal;
    await vi.waitFor(() =>
      expect(personalCalls(api)).toEqual(['collection', 'removeFromCollection', 'collection']),
    );
    expect(identity.calls.map(([name]) => name)).toContain('collectionCounts');
    expect(store.removingIds).toEqual([]);
    expect(store.counts.all).toBe(4);
  });

  it('puts a removed item back where it was when the server refuses', async () => {
    const { store } = await loaded({ personal: { fail: { removeFromCollection: '收藏不存在' } } });
    const before = store.items.map((item) => item.id);
    await store.remove(103);
    expect(store.items.map((item) => item.id)).toEqual(before);
    expect(store.counts).toEqual({ all: 5, reduces: 3 });
    expect(store.actionError).toBe('删除失败：收藏不存在');
  });

  it('sends a removal once however often it is pressed', async () => {
    const { api, store } = await loaded();
    await Promise.all([store.remove(101), store.remove(101)]);
    expect(personalCalls(api).filter((name) => name === 'removeFromCollection')).toHaveLength(1);
  });

  it('shows a new target at once and keeps what the server answers', async () => {
    const { api, store } = await loaded();
    const change = store.change(101, { targetPrice: 400_000 });
    expect(store.items.find((item) => item.id === 101)?.targetPrice).toBe(400_000);
    await change;
    expect(api.calls.at(-1)).toEqual(['updateCollectionItem', { id: 101, targetPrice: 400_000 }]);
    expect(store.items.find((item) => item.id === 101)?.targetPrice).toBe(400_000);
  });

  it('takes a target back when the server refuses it', async () => {
    const { store } = await loaded({ personal: { fail: { updateCollectionItem: 'network' } } });
    await store.change(102, { targetPrice: null });
    expect(store.items.find((item) => item.id === 102)?.targetPrice).toBe(550_000);
    expect(store.actionError).toBe('修改未保存：网络异常');
  });
});

describe('WatchEditStore', () => {
  const form = (fields: Partial<WatchEditForm>): WatchEditForm => ({
    alert: 'drop',
    targetPrice: '',
    alertPercent: '',
    alertDays: '',
    alertIntervalHours: '',
    allStores: false,
    group: '',
    ...fields,
  });

  it('refuses 低于目标价 without a target, with one that is not an amount, or not below today’s price', async () => {
    const { store } = await loaded();
    const editor = store.editor(itemOf(store, 101));
    editor.submit(form({ alert: 'target' }));
    expect([editor.error, editor.errorField]).toEqual([MSG_TARGET_REQUIRED, 'targetPrice']);
    editor.submit(form({ alert: 'target', targetPrice: 'abc' }));
    expect(editor.error).toBe(MSG_TARGET_INVALID);
    editor.submit(form({ alert: 'target', targetPrice: '4599' }));
    expect(editor.error).toBe('目标价需低于当前价 ¥4599.00');
    editor.submit(form({ alert: 'target', targetPrice: '0' }));
    expect(editor.error).toBe(MSG_TARGET_INVALID);
    expect(editor.isDone).toBe(false);
  });

  it('refuses 降幅达到 N% unless N is a whole number from 1 to 90', async () => {
    const { store } = await loaded();
    const editor = store.editor(itemOf(store, 101));
    for (const alertPercent of ['', '0', '91', '12.5', '十']) {
      editor.submit(form({ alert: 'percent', alertPercent }));
      expect([editor.error, editor.errorField]).toEqual([
        MSG_ALERT_PERCENT_INVALID,
        'alertPercent',
      ]);
    }
    editor.submit(form({ alert: 'percent', alertPercent: ' 90 ' }));
    expect(editor.error).toBeNull();
    expect(editor.isDone).toBe(true);
  });

  it('refuses a group name over 20 characters', async () => {
    const { store } = await loaded();
    const editor = store.editor(itemOf(store, 101));
    editor.submit(form({ group: '很长的分组名'.repeat(4) }));
    expect([editor.error, editor.errorField]).toEqual([MSG_GROUP_TOO_LONG, 'group']);
  });

  it('starts from the item’s condition, target and group, and sends only what changed', async () => {
    const { api, store } = await loaded();
    const mate = itemOf(store, 102);
    const editor = store.editor(mate);
    expect(editor.initial).toEqual({
      alert: 'target',
      targetPrice: '5500',
      alertPercent: '',
      alertDays: '',
      alertIntervalHours: '',
      allStores: false,
      group: '手机',
    });
    editor.submit({ ...editor.initial, targetPrice: '5399.5', group: ' 手机 ' });
    expect(editor.isDone).toBe(true);
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toEqual(['updateCollectionItem', { id: 102, targetPrice: 539_950 }]),
    );
  });

  it('drops the target when another condition is chosen, and shows the new one at once', async () => {
    const { api, store } = await loaded();
    store
      .editor(itemOf(store, 102))
      .submit(form({ alert: 'percent', alertPercent: '20', group: '手机' }));
    expect(itemOf(store, 102)).toMatchObject({
      alert: 'percent',
      alertPercent: 20,
      targetPrice: null,
    });
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toEqual([
        'updateCollectionItem',
        { id: 102, alert: 'percent', targetPrice: null, alertPercent: 20 },
      ]),
    );
  });

  it('accepts any target for an item without a price today, and clears the group with an empty field', async () => {
    const { api, store } = await loaded();
    const dyson = itemOf(store, 105);
    store.editor(dyson).submit(form({ alert: 'target', targetPrice: '9999' }));
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toEqual([
        'updateCollectionItem',
        { id: 105, alert: 'target', targetPrice: 999_900, group: null },
      ]),
    );
  });
});
