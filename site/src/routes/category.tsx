import { CategoryPage } from '@pricetrail/pages';

/** `/home/:class` and `/crc64/list`. */
export function CategoryRoute() {
  return <CategoryPage />;
}
