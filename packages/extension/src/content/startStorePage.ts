import { readSettings, type KeyValueArea } from '../background/settings';
import { localArea } from '../shared/localArea';
import { recordRecentProduct } from '../shared/recentProducts';
import * as contribute from './features/contribute';
import * as miniBar from './features/miniBar';
import { listenToWorker, type ListenToWorker } from './listenToWorker';
import { watchPage } from './pageFeed';
import { recordingViewed } from './recordViewed';
import { sendToWorker, type SendToWorker } from './sendToWorker';
import type { StorePage } from './stores';

/**
 * Everything the extension does on a store's product page, each feature started with the content
 * script's signal (WXT aborts it when the extension is updated or removed) and as the shopper's
 * settings say (read once per page).
 */
export async function startStorePage(
  signal: AbortSignal,
  store: StorePage,
  send: SendToWorker = sendToWorker,
  storage: KeyValueArea = localArea,
  listen: ListenToWorker = listenToWorker,
): Promise<void> {
  const feed = watchPage(window, store, signal);
  // The worker checks the contributing switch itself, at the moment it would send.
  contribute.init(signal, { feed, send });
  const settings = await readSettings(storage);
  if (signal.aborted || !settings.hasMiniBar) return;
  const now = () => Date.now();
  const record = (viewed: Parameters<typeof recordRecentProduct>[1]) =>
    recordRecentProduct(storage, viewed);
  miniBar.init(signal, {
    store,
    feed,
    send: recordingViewed(signal, { feed, send, record, now }),
    listen,
    now,
    position: settings.miniBarPosition,
  });
}
