export { CommentThread } from './CommentThread';
export type { CommentThreadProps } from './CommentThread';
