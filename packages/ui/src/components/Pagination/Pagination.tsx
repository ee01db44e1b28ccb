import type { HTMLAttributes } from 'react';
import { StyledVisuallyHidden } from '../PriceTag';
import {
  StyledGap,
  StyledList,
  StyledPage,
  StyledPagination,
  StyledRow,
  StyledStatus,
  StyledStep,
} from './Pagination.styles';
import { pageCount, pageItems } from './pageItems';

/** Props of {@link Pagination}. */
export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The page shown now, counted from 1. */
  page: number;
  /** How many pages there are; or give `total` and `pageSize`. */
  totalPages?: number;
  /** How many items there are in all, with `pageSize`. */
  total?: number;
  /** Items per page, with `total`. */
  pageSize?: number;
  /** Called with the page the shopper picked; never with the current page. */
  onChange: (change: { page: number }) => void;
  /** Pages shown on each side of the current one on wide screens (default 1). */
  siblings?: number;
  /** Name of the navigation landmark. */
  label?: string;
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Page links for a long list: numbers with gaps on wide screens, 'n / N' between arrows on phones. */
export function Pagination({
  page,
  totalPages,
  total = 0,
  pageSize = 0,
  onChange,
  siblings = 1,
  label = '分页',
  ...rest
}: PaginationProps) {
  const count = totalPages ?? pageCount(total, pageSize);
  if (count <= 1) return null;
  const current = Math.min(Math.max(page, 1), count);

  const go = (next: number) => {
    if (next < 1 || next > count || next === current) return;
    onChange({ page: next });
  };
  const isFirst = current === 1;
  const isLast = current === count;

  return (
    <StyledPagination aria-label={label} {...rest}>
      <StyledRow>
        {/* aria-disabled keeps focus on the arrow when it reaches the first or last page. */}
        <StyledStep
          type="button"
          aria-disabled={isFirst || undefined}
          onClick={() => go(current - 1)}
        >
          <ChevronIcon direction="left" />
          上一页
        </StyledStep>
        <StyledList>
          {pageItems(current, count, siblings).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <StyledPage
                  type="button"
                  aria-label={`第 ${item} 页`}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item}
                </StyledPage>
              </li>
            ) : (
              <StyledGap key={item} aria-hidden="true">
                …
              </StyledGap>
            ),
          )}
        </StyledList>
        <StyledStatus>
          <span aria-hidden="true">
            {current} / {count}
          </span>
          <StyledVisuallyHidden>
            第 {current} 页，共 {count} 页
          </StyledVisuallyHidden>
        </StyledStatus>
        <StyledStep
          type="button"
          aria-disabled={isLast || undefined}
          onClick={() => go(current + 1)}
        >
          下一页
          <ChevronIcon direction="right" />
        </StyledStep>
      </StyledRow>
    </StyledPagination>
  );
}
