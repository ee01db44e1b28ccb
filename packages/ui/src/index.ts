export { theme, GlobalStyle, ThemeRoot } from './theme';
export type { Theme, ThemeRootProps } from './theme';
export {
  LazyImage,
  LAZY_EXPAND_FACTOR,
  LAZY_EXPAND_LARGE,
  LAZY_EXPAND_SMALL,
  LAZY_MIN_SIZE,
  LAZY_THROTTLE_MS,
} from './components/LazyImage';
export type { LazyImageProps, LazyImageState, LazyImageFallback } from './components/LazyImage';
export { PriceChart, PRICE_RANGES } from './components/PriceChart';
export type {
  PriceChartProps,
  PriceMark,
  PricePoint,
  PricePromotion,
  PriceRange,
} from './components/PriceChart';
export { PriceSummary, PRICE_TRENDS, RAISED_BEFORE_SALE_TEXT } from './components/PriceSummary';
export type { PriceSummaryProps, PriceTrend } from './components/PriceSummary';
export { Link, LinkProvider } from './components/Link';
export type { LinkComponent, LinkProps, LinkProviderProps } from './components/Link';
export { SearchBox } from './components/SearchBox';
export type {
  SearchBoxProps,
  SearchBoxSize,
  SearchBoxSubmit,
  SearchSource,
} from './components/SearchBox';
export { Pagination, pageCount, pageItems } from './components/Pagination';
export type { PaginationProps, PageItem } from './components/Pagination';
export { EmptyState, EmptyStateIcon } from './components/EmptyState';
export type {
  EmptyStateProps,
  EmptyStateIconName,
  EmptyStateIconProps,
} from './components/EmptyState';
export { NotFound } from './components/NotFound';
export type { NotFoundProps, NotFoundReason } from './components/NotFound';
export { HomeHeadNav, HOME_NAV_ITEMS } from './components/HomeHeadNav';
export type { HeadNavItem, HomeHeadNavProps } from './components/HomeHeadNav';
export { UserCorner, USER_MENU_LINKS } from './components/UserCorner';
export type { UserCornerCounts, UserCornerProps, UserCornerUser } from './components/UserCorner';
export { SecondNav } from './components/SecondNav';
export type { SecondNavItem, SecondNavProps } from './components/SecondNav';
export { HistoryPriceHeader } from './components/HistoryPriceHeader';
export type { Breadcrumb, HistoryPriceHeaderProps } from './components/HistoryPriceHeader';
export { ExtensionTop } from './components/ExtensionTop';
export type { ExtensionTopProps } from './components/ExtensionTop';
export { FooterBarcode } from './components/FooterBarcode';
export type { FooterBarcodeProps } from './components/FooterBarcode';
export { SiteFooter, FOOTER_LINKS } from './components/SiteFooter';
export type { FooterLink, SiteFooterProps } from './components/SiteFooter';
