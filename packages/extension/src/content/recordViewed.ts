import type { ProductReading } from '@pricetrail/core';
import type { LookupAnswer } from '../shared/messages';
import type { RecentProduct } from '../shared/recentProducts';
import type { PageFeed } from './pageFeed';
import type { SendToWorker } from './sendToWorker';

/** What recording viewed products needs. */
export interface RecordViewedDeps {
  readonly feed: PageFeed;
  /** The channel to the worker that the lookups go through. */
  readonly send: SendToWorker;
  /** Stores a viewed product for the popup (recordRecentProduct over chrome.storage.local). */
  readonly record: (viewed: RecentProduct) => Promise<void>;
  /** Epoch milliseconds. */
  readonly now: () => number;
}

/**
 * The channel to the worker, which also records each product the server answers for as tracked,
 * with the title and price the page shows, for the popup's 最近浏览.
 */
export function recordingViewed(signal: AbortSignal, deps: RecordViewedDeps): SendToWorker {
  let latest: ProductReading | null = null;
  deps.feed.subscribe(({ reading }) => {
    latest = reading.ok ? reading.reading : null;
  }, signal);
  return async (message) => {
    const answer = await deps.send(message);
    const found = answer as LookupAnswer | undefined;
    if (message.type === 'lookup' && found?.state === 'tracked' && latest?.dpId === message.dpId) {
      const viewed: RecentProduct = {
        dpId: latest.dpId,
        title: latest.title,
        siteId: latest.siteId,
        price: latest.finalPrice ?? latest.listPrice,
        historyUrl: found.historyUrl,
        viewedAt: deps.now(),
      };
      // The bar must not wait on, or fail with, the popup's list.
      void deps.record(viewed).catch(() => undefined);
    }
    return answer;
  };
}
