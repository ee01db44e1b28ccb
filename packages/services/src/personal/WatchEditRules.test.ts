import { describe, expect, it, vi } from 'vitest';
import { parseCollectionQuery } from './collectionQuery';
import { CollectionStore } from './CollectionStore';
import { MSG_ALERT_DAYS_INVALID, MSG_ALERT_INTERVAL_INVALID } from './personalMessages';
import type { WatchEditForm } from './WatchEditStore';
import { setupPersonal } from './testing';

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

async function loaded() {
  const context = setupPersonal({});
  const store = new CollectionStore(context.root, context.api);
  await store.load(parseCollectionQuery(new URLSearchParams()));
  const item = store.items.find((shown) => shown.id === 101);
  if (!item) throw new Error('item 101 is not shown');
  return { ...context, store, item };
}

describe('WatchEditStore: 近 N 天最低, 涨价 and the quiet interval', () => {
  it('refuses 近 N 天最低 unless N is a whole number of days from 7 to 365', async () => {
    const { store, item } = await loaded();
    const editor = store.editor(item);
    for (const alertDays of ['', '6', '366', '30.5', '三十', '-7']) {
      editor.submit(form({ alert: 'lowest_days', alertDays }));
      expect([alertDays, editor.error, editor.errorField]).toEqual([
        alertDays,
        MSG_ALERT_DAYS_INVALID,
        'alertDays',
      ]);
    }
    expect(editor.isDone).toBe(false);
    editor.submit(form({ alert: 'lowest_days', alertDays: ' 365 ' }));
    expect([editor.error, editor.isDone]).toEqual([null, true]);
  });

  it('refuses an interval that is not blank or a whole number of hours from 1 to 720', async () => {
    const { store, item } = await loaded();
    const editor = store.editor(item);
    for (const alertIntervalHours of ['0', '721', '1.5', '一天']) {
      editor.submit(form({ alert: 'rise', alertIntervalHours }));
      expect([alertIntervalHours, editor.error, editor.errorField]).toEqual([
        alertIntervalHours,
        MSG_ALERT_INTERVAL_INVALID,
        'alertIntervalHours',
      ]);
    }
    expect(editor.isDone).toBe(false);
  });

  it('sends 近 N 天最低 with its days and interval, shows them at once, and starts from them next time', async () => {
    const { api, store, item } = await loaded();
    store
      .editor(item)
      .submit(
        form({ alert: 'lowest_days', alertDays: '30', alertIntervalHours: '24', group: '手机' }),
      );
    const shown = store.items.find((i) => i.id === 101);
    expect(shown).toMatchObject({ alert: 'lowest_days', alertDays: 30, alertIntervalHours: 24 });
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toEqual([
        'updateCollectionItem',
        { id: 101, alert: 'lowest_days', alertDays: 30, alertIntervalHours: 24 },
      ]),
    );
    const again = store.editor(store.items.find((i) => i.id === 101) ?? item);
    expect(again.initial).toMatchObject({
      alert: 'lowest_days',
      alertDays: '30',
      alertIntervalHours: '24',
    });
  });

  it('sends 全网同款 only when it changes, and starts from it next time', async () => {
    const { api, store, item } = await loaded();
    const group = item.group ?? '';
    store
      .editor(item)
      .submit(form({ alert: 'target', targetPrice: '3999', allStores: true, group }));
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toEqual([
        'updateCollectionItem',
        { id: 101, alert: 'target', targetPrice: 399_900, allStores: true },
      ]),
    );
    const again = store.editor(store.items.find((i) => i.id === 101) ?? item);
    expect(again.initial.allStores).toBe(true);
    again.submit(form({ alert: 'target', targetPrice: '3999', allStores: false, group }));
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toEqual(['updateCollectionItem', { id: 101, allStores: false }]),
    );
  });

  it('switching to 涨价 drops the days and a blank interval clears the limit', async () => {
    const { api, store, item } = await loaded();
    store
      .editor(item)
      .submit(form({ alert: 'lowest_days', alertDays: '30', alertIntervalHours: '6' }));
    const saved = store.items.find((i) => i.id === 101) ?? item;
    store.editor(saved).submit(form({ alert: 'rise', alertDays: '30' }));
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toEqual([
        'updateCollectionItem',
        { id: 101, alert: 'rise', alertDays: null, alertIntervalHours: null },
      ]),
    );
    expect(store.items.find((i) => i.id === 101)).toMatchObject({
      alert: 'rise',
      alertDays: null,
      alertIntervalHours: null,
    });
  });
});

describe('WatchEditStore: 到货提醒', () => {
  it('sends 到货提醒 without any figure of the condition it replaces', async () => {
    const { api, store, item } = await loaded();
    store.editor(item).submit(form({ alert: 'percent', alertPercent: '15' }));
    const saved = store.items.find((i) => i.id === 101) ?? item;
    store.editor(saved).submit(form({ alert: 'restock', alertPercent: '15' }));
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toMatchObject([
        'updateCollectionItem',
        { id: 101, alert: 'restock', alertPercent: null },
      ]),
    );
    expect(store.items.find((i) => i.id === 101)).toMatchObject({
      alert: 'restock',
      alertPercent: null,
    });
  });
});
