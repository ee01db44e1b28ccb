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
