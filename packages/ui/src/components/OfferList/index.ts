export { OfferList } from './OfferList';
export type { Offer, OfferListProps } from './OfferList';
