import type { PriceKind } from './types.js';

/**
 * Whether a page price of this kind may be published as the product's price: anyone can pay a
 * public price or join a group buy; members-only and new-customer prices are never published.
 */
export function isPublishablePriceKind(kind: PriceKind): boolean {
  return kind === 'public' || kind === 'group';
}
