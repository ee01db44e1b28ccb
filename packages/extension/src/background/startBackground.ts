import { ObservationsApi, PricesApi } from '@pricetrail/services';
import { browser } from 'wxt/browser';
import { Contributions } from './Contributions';
import { localArea } from '../shared/localArea';
import { serverHttp } from '../shared/serverHttp';
import { handleMessage } from './handleMessage';

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
