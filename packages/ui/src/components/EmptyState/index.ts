export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { EmptyStateIcon } from './EmptyStateIcon';
export type { EmptyStateIconName, EmptyStateIconProps } from './EmptyStateIcon';
