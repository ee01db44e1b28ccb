import type { PageProblem } from '@pricetrail/core';

/** Problems that mean the page shows no product at all: the bars go away. */
export const NOT_A_PRODUCT: ReadonlySet<PageProblem> = new Set([
  'not_product',
  'not_found',
  'unsupported_store',
]);
