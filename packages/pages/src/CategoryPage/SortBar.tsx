import type { ListSort } from '@pricetrail/services';
import { LIST_SORTS } from '@pricetrail/services';
import { StyledSortBar } from './SortBar.styles';

const SORT_LABELS: Record<ListSort, string> = {
  drop: '降价幅度',
  price: '价格最低',
  popular: '销量最高',
};

/** Props of {@link SortBar}. */
export interface SortBarProps {
  /** The order in use. */
  sort: ListSort;
  /** Called with the order the shopper picked. */
  onSortChange: (change: { sort: ListSort }) => void;
}

/** The list's order: drop %, price or popularity, one pressed at a time. */
export function SortBar({ sort, onSortChange }: SortBarProps) {
  return (
    <StyledSortBar role="group" aria-label="排序">
      {LIST_SORTS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === sort}
          onClick={() => {
            if (option !== sort) onSortChange({ sort: option });
          }}
        >
          {SORT_LABELS[option]}
        </button>
      ))}
    </StyledSortBar>
  );
}
