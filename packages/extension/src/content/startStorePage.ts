import { readSettings, type KeyValueArea } from '../background/settings';
import { localArea } from '../shared/localArea';
import { recordRecentProduct } from '../shared/recentProducts';
import * as contribute from './features/contribute';
import * as miniBar from './features/miniBar';
import * as topBar from './features/topBar';
import { listenToWorker, type ListenToWorker } from './listenToWorker';
import { watchPage } from './pageFeed';
import { recordingViewed } from './recordViewed';
import { sendToWorker, type SendToWorker } from './sendToWorker';
import { sharingLookups } from './shareLookups';
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
  if (signal.aborted) return;
  // Both bars ask about the product at once; one lookup answers them.
  const shared = sharingLookups(send);
  if (settings.hasTopBar) topBar.init(signal, { feed, send: shared });
  if (!settings.hasMiniBar) return;
  const now = () => Date.now();
  const record = (viewed: Parameters<typeof recordRecentProduct>[1]) =>
    recordRecentProduct(storage, viewed);
  miniBar.init(signal, {
    store,
    feed,
    send: recordingViewed(signal, { feed, send: shared, record, now }),
    listen,
    now,
    position: settings.miniBarPosition,
  });
}
