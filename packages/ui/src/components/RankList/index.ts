export { RankList, RANK_HIGHLIGHTED } from './RankList';
export type { RankItem, RankListProps } from './RankList';
export type { RankMove } from './RankMoveBadge';
