export { CollectionPage } from './CollectionPage';
export type { CollectionPageProps } from './CollectionPage';
