import { sitePath } from '@pricetrail/core';
import type { FollowKind } from './followKinds.js';

/** The site path where a follow's products are listed: its category page, or a search. */
export function followPagePath(kind: FollowKind, value: string): string {
  if (kind === 'category') return sitePath('/home/:class', { class: value });
  return `${sitePath('/crc64/list')}?q=${encodeURIComponent(value)}`;
}
