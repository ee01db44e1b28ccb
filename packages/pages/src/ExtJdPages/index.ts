export { JdEnhancePage } from './JdEnhancePage';
export { JdRankPage } from './JdRankPage';
