import { TrendPage } from '@pricetrail/pages';

/** `/trend`. */
export function TrendRoute() {
  return <TrendPage />;
}
