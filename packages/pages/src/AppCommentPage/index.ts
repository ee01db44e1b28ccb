export { APP_COMMENT_TITLE, AppCommentPage } from './AppCommentPage';
