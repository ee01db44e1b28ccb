import { lazyPart } from '../common/lazyPart';

/** The product page's 收藏 / 降价提醒; its code and store load after the page's own. */
export const Watch = lazyPart(
  'watch',
  () => import('./watchParts'),
  (module) => module.WatchHost,
);
