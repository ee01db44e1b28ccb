export { PhotoCard } from './PhotoCard';
export type { PhotoCardProps } from './PhotoCard';
