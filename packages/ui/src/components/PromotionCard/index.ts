export { PromotionCard, promotionPhase } from './PromotionCard';
export type { PromotionCardProps, PromotionPhase } from './PromotionCard';
