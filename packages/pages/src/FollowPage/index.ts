export { FollowPage } from './FollowPage';
