import type { LoadStatus } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { EmptyState } from './LazyEmptyState';
import { StyledCount, StyledToolbar } from './ListPage.styles';

/** What a list page's store tells its body. */
export interface ListPageState {
  /** Where the list's load stands. */
  readonly status: LoadStatus;
  /** The Chinese line of a failed load. */
  readonly message?: string | undefined;
  /** The answer shown, once there is one. */
  readonly result?: { readonly total: number } | undefined;
}

/** Props of {@link ListPageBody}. */
export interface ListPageBodyProps {
  /** The list's store. */
  store: ListPageState;
  /** The toolbar's controls beside the count (the sort bar); none for a bare list. */
  controls?: ReactNode;
  /** The count line while the first answer loads, e.g. 正在加载商品…. */
  loadingLine: string;
  /** The count line of a total, e.g. 共 12 件商品. */
  countLine: (total: number) => string;
  /** Asks for the list again after a failed load. */
  onRetry: () => void;
  /** The results, shown unless the load failed. */
  children: ReactNode;
}

/** A list page under its header: the toolbar with the count, then the results or the failure with 重试. */
export const ListPageBody = observer(function ListPageBody({
  store,
  controls,
  loadingLine,
  countLine,
  onRetry,
  children,
}: ListPageBodyProps) {
  const total = store.result?.total;
  return (
    <>
      <StyledToolbar>
        {controls}
        <StyledCount role="status">
          {store.status === 'loading' && total === undefined
            ? loadingLine
            : total !== undefined
              ? countLine(total)
              : ''}
        </StyledCount>
      </StyledToolbar>
      {store.status === 'error' ? (
        <EmptyState
          title={store.message}
          description="请检查网络后重试。"
          actionLabel="重试"
          onAction={onRetry}
        />
      ) : (
        children
      )}
    </>
  );
});
