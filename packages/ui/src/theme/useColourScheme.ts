import { useSyncExternalStore } from 'react';

/** The scheme a page shows. */
export type ColourScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The scheme the page's stylesheet resolves to: the shopper's choice on `<html>`, else the system's. */
export function shownColourScheme(): ColourScheme {
  const chosen = document.documentElement.dataset.colorScheme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(DARK_QUERY);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-color-scheme'] });
  query.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', onChange);
  };
}

/**
 * The scheme the page shows, kept current when the system's or the shopper's choice changes: for
 * what draws with real colours (a canvas), which the CSS custom properties cannot reach.
 */
export function useColourScheme(): ColourScheme {
  return useSyncExternalStore(subscribe, shownColourScheme, () => 'light');
}
