import { loadOnce, preload } from '@pricetrail/services';

// Apart from the chart's placeholder and Suspense wrapper, so the site's entry (which preloads the
// chart from its route loader) does not carry the history page's component.
/** The chart's code (uPlot), fetched once. */
export const loadPriceChart = loadOnce(() => import('./priceChartModule'));

/** Starts loading the chart code; call it when the product's data starts loading. */
export function preloadPriceChart(): void {
  preload(loadPriceChart);
}
