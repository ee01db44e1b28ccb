// The parts that show a product's data (the chart with uPlot, the summary, the other stores' offers)
// on their own, so they are split from the page and load alongside the data they show.
export { OfferList, PriceChart, PriceSummary } from '@pricetrail/ui';
