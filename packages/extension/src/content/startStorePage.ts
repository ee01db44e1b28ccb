import * as contribute from './features/contribute';
import * as miniBar from './features/miniBar';
import { listenToWorker } from './listenToWorker';
import { watchPage } from './pageFeed';
import { sendToWorker, type SendToWorker } from './sendToWorker';
import type { StorePage } from './stores';

/**
 * Everything the extension does on a store's product page, each feature started with the content
 * script's signal (WXT aborts it when the extension is updated or removed).
 */
export function startStorePage(
  signal: AbortSignal,
  store: StorePage,
  send: SendToWorker = sendToWorker,
): void {
  const feed = watchPage(window, store, signal);
  miniBar.init(signal, { store, feed, send, listen: listenToWorker, now: () => Date.now() });
  contribute.init(signal, { feed, send });
}
