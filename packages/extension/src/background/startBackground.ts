import { ObservationsApi, PricesApi, createFetchHttp, type HttpClient } from '@pricetrail/services';
import { browser } from 'wxt/browser';
import { Contributions } from './Contributions';
import { handleMessage } from './handleMessage';
import type { KeyValueArea } from './settings';

const FLUSH_ALARM = 'pricetrail-contribute';

/** chrome.storage.local as the worker's key-value area. */
const localArea: KeyValueArea = {
  get: async (key) => (await browser.storage.local.get(key))[key],
  set: (key, value) => browser.storage.local.set({ [key]: value }),
};

/** Plain JSON over fetch to our server; nothing here signs, posts forms or uses JSONP. */
function httpFor(origin: string): HttpClient {
  return createFetchHttp({
    baseUrl: origin,
    loadFull: () => Promise.reject(new Error('the extension makes only plain JSON calls')),
  });
}

/**
 * The service worker: answers the content scripts' messages and sends contributed prices. It
 * sleeps when idle, so a pending send is also set as an alarm, which wakes it.
 */
export function startBackground(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const contributions = new Contributions({
    storage: localArea,
    report: (origin, batch) => new ObservationsApi(httpFor(origin)).report(batch),
    now: () => Date.now(),
    schedule: (atMs) => {
      clearTimeout(timer);
      if (atMs === null) {
        void browser.alarms.clear(FLUSH_ALARM);
        return;
      }
      timer = setTimeout(() => void contributions.flush(), Math.max(0, atMs - Date.now()));
      void browser.alarms.create(FLUSH_ALARM, { when: atMs });
    },
  });

  const deps = {
    storage: localArea,
    pricesApi: (origin: string) => new PricesApi(httpFor(origin)),
    contributions,
    now: () => Date.now(),
  };
  browser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    handleMessage(message, deps).then(sendResponse, () => sendResponse(undefined));
    // Answered asynchronously.
    return true;
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FLUSH_ALARM) void contributions.flush();
  });
  // Whatever was left when the worker last went to sleep.
  void contributions.flush();
}
