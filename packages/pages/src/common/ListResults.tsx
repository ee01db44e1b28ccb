import type { Page } from '@pricetrail/services';
import type { ReactNode } from 'react';
import { DemoBadge } from './DemoBadge';
import { StyledResults } from './ListPage.styles';
import { ListPager } from './ListPager';

/** Props of {@link ListResults}. */
export interface ListResultsProps {
  /** The answer shown; nothing renders before the first. */
  result: Page<unknown> | undefined;
  /** Accessible name of the results, e.g. 商品列表. */
  label: string;
  /** Accessible name of the pager, e.g. 商品列表分页. */
  pagerLabel: string;
  /** Another page is loading: the results dim. */
  isLoading: boolean;
  /** Some of the items are demo data: the badge says so. */
  isDemo: boolean;
  /** What an empty answer shows instead. */
  empty: ReactNode;
  /** Called with the page the visitor picked. */
  onPageChange: (page: number) => void;
  /** The items, drawn. */
  children: ReactNode;
}

/** A list page's results: the items with the demo badge and the pager, or what an empty answer shows. */
export function ListResults({
  result,
  label,
  pagerLabel,
  isLoading,
  isDemo,
  empty,
  onPageChange,
  children,
}: ListResultsProps) {
  if (!result) return null;
  if (result.items.length === 0) return empty;
  return (
    <StyledResults aria-label={label} aria-busy={isLoading}>
      {isDemo ? <DemoBadge /> : null}
      {children}
      <ListPager result={result} label={pagerLabel} onPageChange={onPageChange} />
    </StyledResults>
  );
}
