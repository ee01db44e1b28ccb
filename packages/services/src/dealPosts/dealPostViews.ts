import { MyPostsStore } from '../community/MyPostsStore';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { BaoliaoFormStore } from './BaoliaoFormStore';

/** The 爆料 form; the page takes a fresh one. */
export const baoliaoFormView = viewKind(
  'baoliaoForm',
  (root: RootStore) => new BaoliaoFormStore(root.dealPosts),
);

/** The shopper's own 爆料 posts under the form; the page takes a fresh list. */
export const myBaoliaoPostsView = viewKind(
  'myBaoliaoPosts',
  (root: RootStore) => new MyPostsStore(() => root.dealPosts.mine()),
);
