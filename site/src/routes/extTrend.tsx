import { ExtTrendPage } from '@pricetrail/pages';

/** `/ext/trend`. */
export function ExtTrendRoute() {
  return <ExtTrendPage />;
}
