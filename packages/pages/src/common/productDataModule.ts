// The chart (with uPlot) on its own, so it can be split from the page and load alongside the data.
export { PriceChart } from '@pricetrail/ui';
