import { jsonForScript } from '@pricetrail/core';
import type { PrimedAnswer } from './primedFetch';

/** The `id` of the script element that carries a rendered page's state. */
export const PAGE_STATE_ID = 'pricetrail-state';

/** What the server hands the browser's root store with a rendered page. */
export interface PageState {
  /** The origin the site is published at, as the server rendered canonical links with it. */
  readonly publicOrigin: string;
  /** The API answers the page was rendered from, by request URL (path and query). */
  readonly answers: Readonly<Record<string, PrimedAnswer>>;
  /** The lazy parts the page shows, whose code the browser loads before it hydrates. */
  readonly lazyParts: readonly string[];
}

/**
 * The state as the text of a `<script type="application/json">`: JSON that cannot end the element.
 * Answers and parts are in a fixed order (the render's reads finish in any order), so the same
 * data gives the same page, and the same ETag.
 */
export function serialisePageState(state: PageState): string {
  const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
  return jsonForScript({
    ...state,
    answers: Object.fromEntries(Object.entries(state.answers).sort(byKey)),
    lazyParts: [...state.lazyParts].sort(),
  });
}

/** The state the server rendered into this page, if it rendered one. */
export function readPageState(document: Document): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}
