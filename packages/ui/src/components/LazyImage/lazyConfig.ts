/** Smallest width (px) a responsive image's `sizes` may claim (behaviour.md §9). */
export const LAZY_MIN_SIZE = 40;
/** Once the page has finished loading, images this many times further away start loading. */
export const LAZY_EXPAND_FACTOR = 1.5;
/** Scroll checks run at most this often when IntersectionObserver is missing (ms). */
export const LAZY_THROTTLE_MS = 125;
/** Default preload distance (px) on viewports larger than 500 × 500. */
export const LAZY_EXPAND_LARGE = 500;
/** Default preload distance (px) on small viewports. */
export const LAZY_EXPAND_SMALL = 370;

/** The spec's default preload distance for a viewport of this size. */
export function defaultExpand(viewportWidth: number, viewportHeight: number): number {
  return viewportWidth > 500 && viewportHeight > 500 ? LAZY_EXPAND_LARGE : LAZY_EXPAND_SMALL;
}

/** The preload distance to use now: widened by the expand factor after the page has loaded. */
export function preloadDistance(expand: number, isPageLoaded: boolean): number {
  return isPageLoaded ? expand * LAZY_EXPAND_FACTOR : expand;
}

/** The `sizes` value for a rendered width, never below the minimum size. */
export function autoSizes(renderedWidth: number): string {
  return `${Math.max(Math.round(renderedWidth), LAZY_MIN_SIZE)}px`;
}
