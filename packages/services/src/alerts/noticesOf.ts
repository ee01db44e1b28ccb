import type { RootStore } from '../root/RootStore';
import { NoticeStore } from './NoticeStore';

const stores = new WeakMap<RootStore, NoticeStore>();

/**
 * The root's notice store, made on first use, so the header's bell and the notice page show one
 * unread count. It is kept beside the root rather than in it: the root's code is in every page's
 * entry, which has no room for this store (docs/benchmarks.md).
 */
export function noticesOf(root: RootStore): NoticeStore {
  let store = stores.get(root);
  if (!store) {
    store = new NoticeStore(root, root.alerts);
    stores.set(root, store);
  }
  return store;
}
