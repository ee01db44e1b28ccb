import { browser } from 'wxt/browser';
import type { KeyValueArea } from '../background/settings';

/** chrome.storage.local as a key-value area: the worker, the popup, the options page and content scripts share it. */
export const localArea: KeyValueArea = {
  get: async (key) => (await browser.storage.local.get(key))[key],
  set: (key, value) => browser.storage.local.set({ [key]: value }),
  onChanged: (listener, signal) => {
    const onChange = (changes: Record<string, unknown>, areaName: string) => {
      if (areaName === 'local') listener(Object.keys(changes));
    };
    browser.storage.onChanged.addListener(onChange);
    signal.addEventListener('abort', () => browser.storage.onChanged.removeListener(onChange), {
      once: true,
    });
  },
};
