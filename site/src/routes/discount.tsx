import { DiscountPage } from '@pricetrail/pages';

/** `/home/discount` and `/home/discount/:class`. */
export function DiscountRoute() {
  return <DiscountPage />;
}
