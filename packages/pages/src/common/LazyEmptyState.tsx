import type { EmptyStateProps } from '@pricetrail/ui';
import { Suspense, lazy } from 'react';

const Loaded = lazy(() =>
  import('./emptyStateModule').then(({ EmptyState }) => ({ default: EmptyState })),
);

/**
 * The kit's EmptyState with its code loaded when it is first shown: the home and list pages show
 * it only for an empty or failed list, so their first paint does without it.
 */
export function EmptyState(props: EmptyStateProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
