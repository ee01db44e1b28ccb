export { DealPostPage } from './DealPostPage';
