import { Suspense, lazy } from 'react';
import type { CardWatchHostProps } from './CardWatchHost';

/** The 收藏 parts (stores and controls), fetched after the list page's own code. */
export const loadWatchParts = () => import('./watchParts');

// React's own lazy, not `lazyPart`: that helper lives in a chunk the list pages do not load.
const Loaded = lazy(() =>
  loadWatchParts().then(({ CardWatchHost }) => ({ default: CardWatchHost })),
);

/** A card's 收藏 over the list page's `ListWatchStore`; nothing until its code has arrived. */
export function CardWatch(props: CardWatchHostProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
