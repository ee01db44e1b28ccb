import type { PageFeed } from '../pageFeed';
import type { SendToWorker } from '../sendToWorker';

/**
 * A reading is handed on only once the page has held it this long, so a half-switched SKU (new
 * address, old price) is never contributed.
 */
export const STABLE_MS = 1_500;

/** What contributing needs. */
export interface ContributeDeps {
  readonly feed: PageFeed;
  readonly send: SendToWorker;
}

/**
 * Contributing prices: each settled reading goes to the service worker, which decides (contributing
 * on, price kind, once per SKU per ten minutes) and sends it in a batch. Nothing is left behind when
 * `signal` aborts.
 */
export function init(signal: AbortSignal, deps: ContributeDeps): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  deps.feed.subscribe(({ url, reading }, hasChanged) => {
    if (!hasChanged) return;
    clearTimeout(timer);
    if (!reading.ok) return;
    const message = { type: 'observe', reading: reading.reading, url } as const;
    timer = setTimeout(() => void deps.send(message).catch(() => undefined), STABLE_MS);
  }, signal);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
