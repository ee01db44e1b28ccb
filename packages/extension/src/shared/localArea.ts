import { browser } from 'wxt/browser';
import type { KeyValueArea } from '../background/settings';

/** chrome.storage.local as a key-value area: the worker, the popup, the options page and content scripts share it. */
export const localArea: KeyValueArea = {
  get: async (key) => (await browser.storage.local.get(key))[key],
  set: (key, value) => browser.storage.local.set({ [key]: value }),
};
