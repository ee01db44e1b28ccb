export { DealCard } from './DealCard';
export type { DealCardProps } from './DealCard';
