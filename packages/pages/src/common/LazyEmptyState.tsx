import { lazyPart } from './lazyPart';

/**
 * The kit's EmptyState with its code loaded when it is first shown: the home and list pages show
 * it only for an empty or failed list, so their first paint does without it.
 */
export const EmptyState = lazyPart(
  'emptyState',
  () => import('./emptyStateModule'),
  (module) => module.EmptyState,
);
