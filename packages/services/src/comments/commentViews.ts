import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { CommentFormStore } from './CommentFormStore';
import { CommentThreadStore } from './CommentThreadStore';
import type { CommentSubject } from './commentTypes';

/** A subject's comments (list and rating summary); each thread takes a fresh one. */
export const commentThreadView = viewKind(
  'commentThread',
  (root: RootStore, subject: CommentSubject) => new CommentThreadStore(root.comments, subject),
);

/** The comment form under a thread; each thread takes a fresh one. */
export const commentFormView = viewKind(
  'commentForm',
  (root: RootStore, subject: CommentSubject) => new CommentFormStore(root.comments, subject),
);
