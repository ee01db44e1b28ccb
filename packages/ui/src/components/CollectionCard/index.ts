export { CollectionCard } from './CollectionCard';
export type { CollectionCardProps } from './CollectionCard';
