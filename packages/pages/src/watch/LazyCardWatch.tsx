import { lazyPart } from '../common/lazyPart';

/** The 收藏 parts (stores and controls), fetched after the list page's own code. */
export const loadWatchParts = () => import('./watchParts');

/** A card's 收藏 over the list page's `ListWatchStore`; nothing until its code has arrived. */
export const CardWatch = lazyPart('cardWatch', loadWatchParts, (module) => module.CardWatchHost);
