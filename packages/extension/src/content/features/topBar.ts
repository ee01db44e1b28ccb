import type { LookupAnswer } from '../../shared/messages';
import { NOT_A_PRODUCT } from './notAProduct';
import type { PageFeed } from '../pageFeed';
import type { SendToWorker } from '../sendToWorker';
import { mountShadowHost } from '../shadowHost';
import { renderTopBar } from '../topBar/renderTopBar';
import { TOP_BAR_CSS } from '../topBar/topBarStyles';
import { topBarView } from '../topBar/topBarView';

/** What the top bar needs. */
export interface TopBarDeps {
  readonly feed: PageFeed;
  /** The worker's channel (shared with the mini bar, so one lookup serves both). */
  readonly send: SendToWorker;
}

async function ask(send: SendToWorker, dpId: string, url: string): Promise<LookupAnswer | null> {
  try {
    return (await send({ type: 'lookup', dpId, url })) ?? null;
  } catch {
    return null;
  }
}

/**
 * The top bar: at the top of the store's page, in a shadow root, the promotions and coupons our
 * server has seen for the product and a link to the site's AI rating. It shows only for a
 * product the server holds (the mini bar speaks for the others), follows SKU switches, stays
 * closed for the product once the shopper closes it, and goes when `signal` aborts.
 */
export function init(signal: AbortSignal, deps: TopBarDeps): void {
  const { host, container } = mountShadowHost(document, 'top-bar', TOP_BAR_CSS);
  let dpId: string | null = null;
  let closedFor: string | null = null;

  const close = () => {
    closedFor = dpId;
    host.remove();
  };
  const show = async (asked: string, url: string) => {
    const answer = await ask(deps.send, asked, url);
    const view = answer && topBarView(answer);
    if (signal.aborted || dpId !== asked || closedFor === asked || !view) return;
    renderTopBar(container, view, close);
    if (!host.isConnected) document.body.prepend(host);
  };

  deps.feed.subscribe(({ url, reading }, hasChanged) => {
    if (!hasChanged) return;
    if (!reading.ok) {
      // The page shows no product any more (a price being redrawn keeps the bar).
      if (NOT_A_PRODUCT.has(reading.problem)) {
        dpId = null;
        host.remove();
      }
      return;
    }
    if (reading.reading.dpId === dpId) return;
    dpId = reading.reading.dpId;
    host.remove();
    void show(dpId, url);
  }, signal);
  signal.addEventListener('abort', () => host.remove(), { once: true });
}
