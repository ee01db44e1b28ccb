export { HistoryPage } from './HistoryPage';
export type { HistoryPageProps, HistoryPageView } from './HistoryPage';
