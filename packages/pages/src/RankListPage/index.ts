export { RANK_LIST_TITLE, RankListPage } from './RankListPage';
export { loadRankListPage } from './loadRankListPage';
