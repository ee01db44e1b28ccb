import { readProductPage, type PageReading } from '@pricetrail/core';
import type { StorePage } from './stores';

/** What the page says now: its address and its reading. */
export interface PageSnapshot {
  readonly url: string;
  readonly reading: PageReading;
}

/** Called after the page settled: with a fresh snapshot when it changed, else with the last. */
export type PageListener = (snapshot: PageSnapshot, hasChanged: boolean) => void;

/** The page's readings as they change; features subscribe to it. */
export interface PageFeed {
  /** Calls `listener` with the current snapshot now and after every settled change. */
  subscribe(listener: PageListener, signal: AbortSignal): void;
}

/** After DOM changes, wait this long for the page to settle before looking again. */
export const SETTLE_MS = 150;
/** How often the address is compared (history.pushState fires no event an extension sees). */
export const URL_CHECK_MS = 1_000;

/** The texts of the page's inline scripts, where the stores keep their product data. */
function inlineScripts(document: Document): string[] {
  const texts: string[] = [];
  for (const script of Array.from(document.scripts)) {
    if (!script.src && script.textContent) texts.push(script.textContent);
  }
  return texts;
}

function priceText(document: Document, store: StorePage): string {
  return store.priceNodes
    .map((selector) => document.querySelector(selector)?.textContent ?? '')
    .join('|');
}

/**
 * Reads the product page with core's readers, and again whenever its address changes (SKU
 * switches and in-page navigation) or the text of its price nodes does. Everything it set up
 * goes away when `signal` aborts.
 */
export function watchPage(window: Window, store: StorePage, signal: AbortSignal): PageFeed {
  const { document } = window;
  const listeners = new Set<PageListener>();
  const read = (): PageSnapshot => {
    const url = window.location.href;
    return { url, reading: readProductPage({ url, document, scripts: inlineScripts(document) }) };
  };
  const signatureOf = () => `${window.location.href}\n${priceText(document, store)}`;
  let signature = signatureOf();
  let snapshot = read();
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    settleTimer = undefined;
    const next = signatureOf();
    const hasChanged = next !== signature;
    if (hasChanged) {
      signature = next;
      snapshot = read();
    }
    for (const listener of listeners) listener(snapshot, hasChanged);
  };
  const observer = new MutationObserver(() => {
    settleTimer ??= setTimeout(check, SETTLE_MS);
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  const urlTimer = setInterval(() => {
    if (signatureOf() !== signature) check();
  }, URL_CHECK_MS);
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      clearTimeout(settleTimer);
      clearInterval(urlTimer);
      listeners.clear();
    },
    { once: true },
  );

  return {
    subscribe(listener, listenerSignal) {
      if (signal.aborted || listenerSignal.aborted) return;
      listeners.add(listener);
      listenerSignal.addEventListener('abort', () => listeners.delete(listener), { once: true });
      listener(snapshot, true);
    },
  };
}
