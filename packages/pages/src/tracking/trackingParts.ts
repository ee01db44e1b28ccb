// One lazily loaded chunk for what only some product lookups need: the queued link's live panel
// and its store, and the product page's price-freshness line (the pages' initial JS is full).
export { HistoryTracking } from './HistoryTracking';
export { TrackingPanelHost } from './TrackingPanelHost';
