import { ObservationsApi, PersonalApi, PricesApi } from '@pricetrail/services';
import { browser } from 'wxt/browser';
import { Contributions } from './Contributions';
import { localArea } from '../shared/localArea';
import { serverHttp } from '../shared/serverHttp';
import { handleMessage } from './handleMessage';
import { serverOrigin } from './settings';
import { completePendingWatch } from './watchList';
import type { WatchDoneMessage } from '../shared/messages';

const FLUSH_ALARM = 'pricetrail-contribute';

/**
 * The service worker: answers the content scripts' messages and sends contributed prices. It
 * sleeps when idle, so a pending send is also set as an alarm, which wakes it.
 */
export function startBackground(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const contributions = new Contributions({
    storage: localArea,
    report: (origin, batch) => new ObservationsApi(serverHttp(origin)).report(batch),
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
    pricesApi: (origin: string) => new PricesApi(serverHttp(origin)),
    contributions,
    personalApi: (origin: string) => new PersonalApi(serverHttp(origin)),
    openTab: (url: string) => void browser.tabs.create({ url }),
    tellTab: (tabId: number, message: WatchDoneMessage) =>
      void browser.tabs.sendMessage(tabId, message).catch(() => undefined),
    now: () => Date.now(),
  };
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    handleMessage(message, deps, sender.tab?.id ?? null).then(sendResponse, () =>
      sendResponse(undefined),
    );
    // Answered asynchronously.
    return true;
  });
  // A sign-in the bar opened ends on one of the site's pages: the add waiting for it goes through.
  browser.tabs.onUpdated.addListener((_tabId, change, tab) => {
    // A page load, or the site's in-page navigation after its sign-in.
    if ((change.status !== 'complete' && !change.url) || !tab.url) return;
    const url = tab.url;
    void serverOrigin(localArea).then((origin) => {
      if (new URL(url).origin === origin) void completePendingWatch(deps);
    });
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FLUSH_ALARM) void contributions.flush();
  });
  // Whatever was left when the worker last went to sleep.
  void contributions.flush();
}
