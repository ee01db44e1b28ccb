import { readSettings, STORAGE_KEYS, type KeyValueArea } from '../background/settings';
import { localArea } from '../shared/localArea';
import { recordRecentProduct } from '../shared/recentProducts';
import * as contribute from './features/contribute';
import * as miniBar from './features/miniBar';
import * as topBar from './features/topBar';
import { listenToWorker, type ListenToWorker } from './listenToWorker';
import { watchPage, type PageFeed } from './pageFeed';
import { recordingViewed } from './recordViewed';
import { sendToWorker, type SendToWorker } from './sendToWorker';
import { sharingLookups } from './shareLookups';
import type { StorePage } from './stores';

/** The settings that decide which bars show and where: changing one redraws the bars. */
const BAR_SETTINGS: readonly string[] = [
  STORAGE_KEYS.miniBar,
  STORAGE_KEYS.miniBarPosition,
  STORAGE_KEYS.topBar,
];

interface BarDeps {
  readonly store: StorePage;
  readonly feed: PageFeed;
  readonly send: SendToWorker;
  readonly storage: KeyValueArea;
  readonly listen: ListenToWorker;
}

/** Shows the bars the shopper's settings ask for, until `signal` aborts. */
async function showBars(signal: AbortSignal, deps: BarDeps): Promise<void> {
  const { store, feed, storage, listen } = deps;
  const settings = await readSettings(storage);
  if (signal.aborted) return;
  // Both bars ask about the product at once; one lookup answers them.
  const shared = sharingLookups(deps.send);
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

/**
 * Everything the extension does on a store's product page, each feature started with the content
 * script's signal (WXT aborts it when the extension is updated or removed). The bars follow the
 * shopper's settings: turned off, on or moved in the options page, they change on open pages too.
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
  const deps: BarDeps = { store, feed, send, storage, listen };
  let bars = new AbortController();
  signal.addEventListener('abort', () => bars.abort(), { once: true });
  storage.onChanged((keys) => {
    if (!keys.some((key) => BAR_SETTINGS.includes(key))) return;
    bars.abort();
    bars = new AbortController();
    void showBars(bars.signal, deps);
  }, signal);
  await showBars(bars.signal, deps);
}
