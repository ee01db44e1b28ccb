export { LazyImage } from './LazyImage';
export type { LazyImageProps, LazyImageState } from './LazyImage';
export type { LazyImageFallback } from './LazyImagePlaceholder';
export {
  LAZY_EXPAND_FACTOR,
  LAZY_EXPAND_LARGE,
  LAZY_EXPAND_SMALL,
  LAZY_MIN_SIZE,
  LAZY_THROTTLE_MS,
} from './lazyConfig';
