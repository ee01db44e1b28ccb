export { HistoryPriceHeader } from './HistoryPriceHeader';
export type { Breadcrumb, HistoryPriceHeaderProps } from './HistoryPriceHeader';
