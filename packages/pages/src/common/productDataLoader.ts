import { loadOnce, preload } from '@pricetrail/services';

// Apart from the lazy wrappers, so the site's entry (which preloads these parts from its route
// loader) does not carry the history page's components.
/** The code of the parts that show a product's data, fetched once. */
export const loadProductData = loadOnce(() => import('./productDataModule'));

/** Starts loading that code; call it when the product's data starts loading. */
export function preloadProductData(): void {
  preload(loadProductData);
}
