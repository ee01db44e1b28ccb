import { DEAL_SORTS, type DealSort } from '@pricetrail/services';
import { StyledSortBar } from '../CategoryPage/SortBar.styles';

const SORT_LABELS: Record<DealSort, string> = {
  drop: '降幅最大',
  amount: '降价最多',
  price: '价格最低',
  newest: '最新降价',
};

/** Props of {@link DealSortBar}. */
export interface DealSortBarProps {
  /** The order in use. */
  sort: DealSort;
  /** Called with the order the shopper picked. */
  onSortChange: (change: { sort: DealSort }) => void;
}

/** The deals' order: drop %, drop ¥, price or newest, one pressed at a time. */
export function DealSortBar({ sort, onSortChange }: DealSortBarProps) {
  return (
    <StyledSortBar role="group" aria-label="排序">
      {DEAL_SORTS.map((option) => (
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
