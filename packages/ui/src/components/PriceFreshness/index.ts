export { PriceFreshness } from './PriceFreshness';
export type { PriceFreshnessProps, PriceSourceName } from './PriceFreshness';
