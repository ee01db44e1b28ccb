import type { LookupFound } from '@pricetrail/services';
import { paths } from '../paths';

/** The page a lookup's find opens: the product's history, or the catalogue searched for the keywords. */
export function foundPath(found: LookupFound): string {
  return 'dpId' in found ? paths.history(found.dpId) : paths.productSearch(found.keywords);
}
