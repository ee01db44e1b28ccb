export { RANK_LIST_TITLE, RankListPage } from './RankListPage';
