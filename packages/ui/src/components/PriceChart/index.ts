export { PriceChart } from './PriceChart';
export type { PriceChartProps } from './PriceChart';
export { PRICE_RANGES } from './priceTypes';
export type { PriceMark, PricePoint, PricePromotion, PriceRange, StockGap } from './priceTypes';
