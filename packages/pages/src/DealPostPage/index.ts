export { DealPostPage } from './DealPostPage';
export { loadDealPostPage } from './loadDealPostPage';
