import { lazyPart } from './lazyPart';

/**
 * The 查历史价 box of a missing page with its code loaded when it is first shown: the list pages
 * show a missing page only for an address that names nothing, so their first paint does without
 * the box and its link lookup.
 */
export const LookupSearch = lazyPart(
  'lookupSearch',
  () => import('./LookupSearch'),
  (module) => module.LookupSearch,
);
