import { HomePage } from '@pricetrail/pages';

/** `/home`. */
export function HomeRoute() {
  return <HomePage />;
}
