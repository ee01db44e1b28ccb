import { ShaidanPage } from '@pricetrail/pages';

/** `/shaidan`. */
export function ShaidanRoute() {
  return <ShaidanPage />;
}
