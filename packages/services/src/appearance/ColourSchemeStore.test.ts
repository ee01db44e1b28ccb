// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see Http.test.ts).
import { COLOUR_SCHEME_STORAGE_KEY, type ColourSchemeChoice } from '@pricetrail/core';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../testing/root';
import { ColourSchemeStore } from './ColourSchemeStore';

function build(stored?: string) {
  const storage = createMemoryStorage();
  if (stored !== undefined) storage.setItem(COLOUR_SCHEME_STORAGE_KEY, stored);
  const shown: ColourSchemeChoice[] = [];
  const store = new ColourSchemeStore(storage, { show: (choice) => shown.push(choice) });
  return { store, storage, shown };
}

describe('ColourSchemeStore', () => {
  it('follows the system until a choice is kept, and ignores what it does not know', () => {
    expect(build().store.choice).toBe('system');
    expect(build('sepia').store.choice).toBe('system');
    expect(build('dark').store.choice).toBe('dark');
  });

  it('keeps a light or dark choice on the device and shows it', () => {
    const { store, storage, shown } = build();
    store.choose('dark');
    expect(store.choice).toBe('dark');
    expect(storage.entries.get(COLOUR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(shown).toEqual(['dark']);
  });

  it('forgets the choice when the shopper goes back to the system', () => {
    const { store, storage, shown } = build('light');
    store.choose('system');
    expect(storage.entries.has(COLOUR_SCHEME_STORAGE_KEY)).toBe(false);
    expect(shown).toEqual(['system']);
  });
});
