import type { Paging } from '@pricetrail/services';
import { Pagination } from '@pricetrail/ui';

/** Props of {@link ListPager}. */
export interface ListPagerProps {
  /** The list answer whose page, total and page size the pager shows. */
  result: Paging;
  /** Accessible name of the pager, naming the list it pages. */
  label: string;
  /** Called with the page the visitor picked. */
  onPageChange: (page: number) => void;
}

/** The pager under a list page's results. */
export function ListPager({ result, label, onPageChange }: ListPagerProps) {
  return (
    <Pagination
      page={result.page}
      total={result.total}
      pageSize={result.pageSize}
      label={label}
      onChange={({ page }) => onPageChange(page)}
    />
  );
}
