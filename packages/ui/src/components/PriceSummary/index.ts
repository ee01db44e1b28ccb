export { PriceSummary, RAISED_BEFORE_SALE_TEXT } from './PriceSummary';
export type { PriceSummaryProps } from './PriceSummary';
export type { PendingPriceReport } from './PendingPrice';
export type { StockInfo } from './StockStatus';
export { PRICE_TRENDS } from './priceTrend';
export type { PriceTrend } from './priceTrend';
