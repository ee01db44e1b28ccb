import { loadOnce } from '@pricetrail/services';
import {
  Suspense,
  createContext,
  lazy,
  use,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * The names of the lazy parts a server render showed (the server provides a set and sends what it
 * holds with the page), so the browser loads their code before it hydrates.
 */
export const RenderedLazyParts = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * Loads the code of the named lazy parts, those the server rendered into the page. Hydrated with
 * their code at hand, a click on one of them before React has reached it still lands: React
 * hydrates the part on the spot instead of dropping the click while the part waits for its code.
 * Names of parts whose defining module has not run yet are skipped; those parts load on render.
 */
export async function loadRenderedParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => loaders.get(name)?.()));
}

/**
 * A component whose code comes from a lazily loaded module, shown in a Suspense boundary with
 * `fallback` until it has arrived; once loaded, new instances render at once. `name` (unique)
 * identifies the part between the server's render and the browser's hydration. For parts of a
 * page that its first paint can do without (initial JS budget, docs/benchmarks.md).
 */
export function lazyPart<M, P extends object>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode = null,
) {
  let Ready: ComponentType<P> | undefined;
  const loadReady = loadOnce(() =>
    load().then((module) => {
      Ready = pick(module);
      return Ready;
    }),
  );
  loaders.set(name, loadReady);
  const Pending = lazy(() => loadReady().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    use(RenderedLazyParts)?.add(name);
    // Chosen once per instance: turning from Pending to Ready later would remount the part.
    const [Part] = useState<ComponentType<P>>(() => Ready ?? Pending);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
