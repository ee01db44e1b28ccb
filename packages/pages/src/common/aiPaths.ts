import type { SiteRoute } from '@pricetrail/core';

// Apart from paths.ts, which every page's entry carries: only the product page links here.

/** The AI rating of a product. */
export function aiRatePath(dpId: string): string {
  return `${'/ext/ai_rate' satisfies SiteRoute}?dp=${encodeURIComponent(dpId)}`;
}

/** The AI comparison of products (the page asks for 2–4; fewer opens the picker). */
export function aiComparePath(dpIds: readonly string[]): string {
  const query = dpIds.map((dpId) => `dp=${encodeURIComponent(dpId)}`).join('&');
  return `${'/ext/ai_compare' satisfies SiteRoute}${query ? `?${query}` : ''}`;
}
