// Every 收藏 part in one chunk, the product page's and the list cards', as the tracking parts are:
// split apart, the helpers their stores share would become chunks of their own, each one more
// name in the product page's preload list (that page's initial JS is at its budget).
export { listWatchView } from '@pricetrail/services';
export { CardWatchHost } from './CardWatchHost';
export { WatchHost } from './WatchHost';
