export { HistoryPage } from './HistoryPage';
export type { HistoryPageProps } from './HistoryPage';
export type { HistoryPageView } from './historyPageView';
