import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';

// Shown only when something failed: its code stays out of every page's entry.
const ErrorBar = lazy(() => import('./ErrorBar').then(({ ErrorBar }) => ({ default: ErrorBar })));

/** The global error (behaviour.md §4): shown above the page; clearing it returns home. */
export const GlobalErrorBar = observer(function GlobalErrorBar() {
  const { errors } = useRootStore();
  if (!errors.error) return null;
  return (
    <Suspense fallback={null}>
      <ErrorBar
        message={errors.error.message}
        onClear={() => errors.clear({ redirect: '/home' })}
      />
    </Suspense>
  );
});
