import { StyledSortBar } from './SortBar.styles';

/** Props of {@link SortBar}. */
export interface SortBarProps<S extends string> {
  /** The orders offered, in display order. */
  sorts: readonly S[];
  /** What each order is called on its button. */
  labels: Readonly<Record<S, string>>;
  /** The order in use. */
  sort: S;
  /** Called with the order the shopper picked. */
  onSortChange: (change: { sort: S }) => void;
}

/** A list's orders as a row of buttons, one pressed at a time. */
export function SortBar<S extends string>({ sorts, labels, sort, onSortChange }: SortBarProps<S>) {
  return (
    <StyledSortBar role="group" aria-label="排序">
      {sorts.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === sort}
          onClick={() => {
            if (option !== sort) onSortChange({ sort: option });
          }}
        >
          {labels[option]}
        </button>
      ))}
    </StyledSortBar>
  );
}
