export { PRICE_SOURCE_LABELS, PriceFreshness } from './PriceFreshness';
export type { PriceFreshnessProps, PriceSourceName } from './PriceFreshness';
