// The empty state on its own, so list pages can load it only when a list is empty or failed.
export { EmptyState } from '@pricetrail/ui';
