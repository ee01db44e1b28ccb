import type { ProductReading } from '@pricetrail/core';
import type { TrackingState } from '@pricetrail/services';
import type { MiniBarPosition } from '../../background/settings';
import type { LookupAnswer, LookupMessage } from '../../shared/messages';
import { MSG_UNREACHABLE, MSG_WATCH_BUSY } from '../../shared/text';
import { IDLE_WATCH, barView, todayPrice, type BarWatch } from '../bar/barView';
import { BAR_CSS } from '../bar/barStyles';
import { focusBarControl } from '../bar/barFocus';
import { mountShadowHost } from '../shadowHost';
import { renderBar, type BarActions } from '../bar/renderBar';
import { checkWatchTarget, openedWatchForm } from '../bar/watchTarget';
import type { PageFeed } from '../pageFeed';
import type { ListenToWorker } from '../listenToWorker';
import type { SendToWorker } from '../sendToWorker';
import type { StorePage } from '../stores';
import { NOT_A_PRODUCT } from './notAProduct';

/** While the server's tracker works on a queued product, the bar asks again this often… */
export const QUEUED_RECHECK_MS = 3_000;
/** …this many times at most. */
export const QUEUED_RECHECKS = 20;

/** Tracker states after which the product may soon be held (null: the server did not say). */
const IN_PROGRESS: ReadonlySet<TrackingState | null> = new Set([
  'queued',
  'fetching',
  'done',
  null,
]);

/** What the mini bar needs. */
export interface MiniBarDeps {
  readonly store: StorePage;
  readonly feed: PageFeed;
  readonly send: SendToWorker;
  /** What the worker tells this tab (an add done after a sign-in). */
  readonly listen: ListenToWorker;
  /** Epoch milliseconds. */
  readonly now: () => number;
  /** Where the bar sits (the shopper's setting): after the price block unless 'floating'. */
  readonly position?: MiniBarPosition;
}

async function ask(send: SendToWorker, message: LookupMessage): Promise<LookupAnswer> {
  try {
    // Undefined when the worker could not answer at all.
    return (await send(message)) ?? { state: 'unreachable', message: MSG_UNREACHABLE };
  } catch {
    return { state: 'unreachable', message: MSG_UNREACHABLE };
  }
}

/**
 * The mini bar: right after the store's price block, in a shadow root, today's price against the
 * lows the server holds, a 180-day sparkline that opens the site's price-history popover, the trend, the buy advice, cheaper stores, 降价提醒
 * and a link to the full history. It follows the page's readings (SKU switches, in-page navigation)
 * and puts itself back when the page re-renders over it. Everything it added goes when `signal`
 * aborts.
 */
export function init(signal: AbortSignal, deps: MiniBarDeps): void {
  const { host, container } = mountShadowHost(document, 'mini-bar', BAR_CSS);
  host.dataset.position = deps.position ?? 'below-price';

  let reading: ProductReading | null = null;
  let answer: LookupAnswer | null = null;
  let asked = 0;
  let readingUrl: string | null = null;
  let recheck: ReturnType<typeof setTimeout> | undefined;
  let watch: BarWatch = IDLE_WATCH;
  let isTrendOpen = false;

  const render = () => {
    if (!reading) return;
    const view = barView(answer, reading, Math.floor(deps.now() / 1000), { watch, isTrendOpen });
    renderBar(container, view, actions);
  };
  const addToWatchList = async (product: ProductReading, url: string, targetPrice: number) => {
    watch = { state: 'busy', message: MSG_WATCH_BUSY };
    render();
    focusBarControl(container, 'watch');
    const message = { type: 'watch', dpId: product.dpId, url, targetPrice } as const;
    const done = await deps.send(message).catch(() => undefined);
    if (signal.aborted || reading?.dpId !== product.dpId) return;
    watch = done ?? { state: 'failed', message: MSG_UNREACHABLE };
    render();
  };
  const actions: BarActions = {
    onWatch: () => {
      if (!reading) return;
      if (watch.state !== 'choosing') {
        const lowest30 = answer?.state === 'tracked' ? answer.summary.lowest30 : undefined;
        watch = openedWatchForm(todayPrice(reading), lowest30);
        render();
      }
      focusBarControl(container, 'watch-target');
    },
    onWatchDraft: ({ draft }) => {
      if (watch.state === 'choosing') watch = { ...watch, draft };
    },
    onWatchSubmit: ({ draft }) => {
      if (!reading || !readingUrl) return;
      const target = checkWatchTarget(draft, todayPrice(reading), reading.siteId);
      if (target.ok) {
        void addToWatchList(reading, readingUrl, target.fen);
        return;
      }
      watch = { state: 'choosing', draft, error: target.message };
      render();
      focusBarControl(container, 'watch-target');
    },
    onWatchCancel: () => {
      watch = IDLE_WATCH;
      render();
      focusBarControl(container, 'watch');
    },
    onTrendToggle: () => {
      isTrendOpen = !isTrendOpen;
      render();
      focusBarControl(container, isTrendOpen ? 'trend-close' : 'trend');
    },
    onTrendClose: () => {
      isTrendOpen = false;
      render();
      focusBarControl(container, 'trend');
    },
  };
  // The add that waited for the sign-in in another tab is done.
  deps.listen(({ dpId, answer: done }) => {
    if (dpId !== reading?.dpId) return;
    watch = done;
    render();
  }, signal);
  const place = () => {
    if (host.isConnected) return;
    if (deps.position === 'floating') {
      document.body.append(host);
      return;
    }
    const anchor = deps.store.barAfter
      .map((selector) => document.querySelector(selector))
      .find((found) => found !== null);
    anchor?.after(host);
  };
  const lookup = async (message: LookupMessage) => {
    const found = await ask(deps.send, message);
    if (signal.aborted || reading?.dpId !== message.dpId) return;
    answer = found;
    render();
    if (found.state === 'queued' && IN_PROGRESS.has(found.tracking) && asked < QUEUED_RECHECKS) {
      asked += 1;
      recheck = setTimeout(() => void lookup(message), QUEUED_RECHECK_MS);
    }
  };

  deps.feed.subscribe(({ url, reading: read }, hasChanged) => {
    // A page that names no product, or another address whose price is not readable yet: nothing
    // to show until it is. A price node emptied for a moment on the same address keeps the bar.
    if (hasChanged && !read.ok && (NOT_A_PRODUCT.has(read.problem) || url !== readingUrl)) {
      clearTimeout(recheck);
      reading = null;
      readingUrl = null;
      host.remove();
      return;
    }
    if (hasChanged && read.ok) {
      const isOtherProduct = read.reading.dpId !== reading?.dpId;
      reading = read.reading;
      readingUrl = url;
      if (isOtherProduct) {
        clearTimeout(recheck);
        answer = null;
        asked = 0;
        watch = IDLE_WATCH;
        isTrendOpen = false;
        void lookup({ type: 'lookup', dpId: reading.dpId, url });
      }
      render();
    }
    if (reading) place();
  }, signal);

  signal.addEventListener(
    'abort',
    () => {
      clearTimeout(recheck);
      host.remove();
    },
    { once: true },
  );
}
