/** Delay before the page head is updated (behaviour.md §9). */
export const HEAD_UPDATE_DELAY_MS = 10;

/** Marks our script so a second call does not add another. */
const MARKER = 'data-pricetrail-analytics';

/** Options of `loadAnalytics`. */
export interface AnalyticsOptions {
  /** The analytics site id; without one nothing is loaded. */
  readonly siteId: string | undefined;
  /** The document whose head gets the script. */
  readonly document: Document;
  /** Script address for a site id; the Baidu Tongji snippet by default. */
  readonly scriptUrl?: (siteId: string) => string;
  /** Schedules the head update; the global `setTimeout` by default. */
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  /** Cancels it; the global `clearTimeout` by default. */
  readonly clearTimeout?: (handle: unknown) => void;
}

/** The Baidu Tongji script address for a site id. */
export function baiduTongjiUrl(siteId: string): string {
  return `https://hm.baidu.com/hm.js?${encodeURIComponent(siteId)}`;
}

/**
 * Adds the third-party analytics script to <head> 10 ms later, only when a site id is configured.
 * Returns a function that cancels a pending update.
 */
export function loadAnalytics(options: AnalyticsOptions): () => void {
  const siteId = options.siteId?.trim();
  if (!siteId) return () => undefined;
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const { document } = options;
  const handle = schedule(() => {
    if (document.head.querySelector(`script[${MARKER}]`)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = (options.scriptUrl ?? baiduTongjiUrl)(siteId);
    script.setAttribute(MARKER, '');
    document.head.appendChild(script);
  }, HEAD_UPDATE_DELAY_MS);
  return () => cancel(handle);
}
