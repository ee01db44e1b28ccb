import type { HTMLAttributes } from 'react';
import { siteById } from '@pricetrail/core';
import { StyledStoreBadge } from './StoreBadge.styles';

/** Props of {@link StoreBadge}. */
export interface StoreBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Store id (JD 3, Tmall 83, ...); an unknown id draws nothing. */
  siteId: number;
}

/** The store's Chinese name in a small tag, e.g. 京东. */
export function StoreBadge({ siteId, ...rest }: StoreBadgeProps) {
  const name = siteById(siteId)?.name;
  if (!name) return null;
  return <StyledStoreBadge {...rest}>{name}</StyledStoreBadge>;
}
