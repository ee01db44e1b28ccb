import { mayBeSignedIn } from '../personal/personalStatus';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { ModerationStore } from './ModerationStore';
import { MyPostsStore } from './MyPostsStore';
import { ReviewFormStore } from './ReviewFormStore';
import { ShaidanFormStore } from './ShaidanFormStore';

/** The operators' moderation queues; the page takes a fresh one. */
export const moderationView = viewKind(
  'moderation',
  (root: RootStore) => new ModerationStore(root.community, () => mayBeSignedIn(root)),
);

/** The 晒单 form; the page takes a fresh one. */
export const shaidanFormView = viewKind(
  'shaidanForm',
  (root: RootStore) => new ShaidanFormStore(root.community),
);

/** The shopper's own 晒单 posts under the form; the page takes a fresh list. */
export const myShaidanPostsView = viewKind(
  'myShaidanPosts',
  (root: RootStore) => new MyPostsStore(() => root.community.mine()),
);

/** The 写评价 form of a product (by dp id); the review tab takes a fresh one. */
export const reviewFormView = viewKind(
  'reviewForm',
  (root: RootStore, dpId: string) => new ReviewFormStore(root.community, dpId),
);
