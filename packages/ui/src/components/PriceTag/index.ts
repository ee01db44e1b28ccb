export { PriceTag } from './PriceTag';
export type { PriceTagProps, PriceTagSize } from './PriceTag';
export { StoreBadge } from './StoreBadge';
export type { StoreBadgeProps } from './StoreBadge';
export { StyledBadge } from './Badge.styles';
export { StyledVisuallyHidden, visuallyHidden } from './PriceTag.styles';
export { discountPercent } from './cardFormat';
export { timeAgo } from './timeAgo';
export { StyledCardLink, StyledCardTitle, clampLines, stretchedLink } from './cardLink.styles';
