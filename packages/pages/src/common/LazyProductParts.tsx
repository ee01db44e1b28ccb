import { lazyPart } from './lazyPart';
import { loadProductData } from './productDataLoader';

/** The kit's OfferList, its code loaded with the product's data. */
export const OfferList = lazyPart('offerList', loadProductData, (module) => module.OfferList);

/** The kit's PriceSummary, its code loaded with the product's data. */
export const PriceSummary = lazyPart(
  'priceSummary',
  loadProductData,
  (module) => module.PriceSummary,
);
