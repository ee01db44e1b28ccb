import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A component whose code comes from a lazily loaded module: loaded on first render, nothing shown
 * meanwhile. For parts of a page that its first paint can do without (the pages' initial JS is
 * at its budget, docs/benchmarks.md).
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
