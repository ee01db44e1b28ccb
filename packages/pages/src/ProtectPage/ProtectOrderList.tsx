import type { ProtectOrder, ProtectOrdersStore } from '@pricetrail/services';
import { EmptyState, Pagination, ProtectOrderCard, Tabs } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { ConfirmRemoveDialog } from '../mine/ConfirmRemoveDialog';
import { StyledList, StyledNotice } from '../mine/MineLayout.styles';
import { paths } from '../paths';

/** Props of {@link ProtectOrderList}. */
export interface ProtectOrderListProps {
  /** The page's store, read. */
  store: ProtectOrdersStore;
  /** Asks for another tab or page. */
  onShow: (next: { isEffective?: boolean; page?: number }) => void;
  /** Where the dialogs render. */
  dialogContainer?: HTMLElement | null;
}

type Tab = 'valid' | 'expired';

/** The 有效 / 已过期 tabs with their orders and pages. */
export const ProtectOrderList = observer(function ProtectOrderList({
  store,
  onShow,
  dialogContainer,
}: ProtectOrderListProps) {
  const [removing, setRemoving] = useState<ProtectOrder | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const tab: Tab = store.isEffective ? 'valid' : 'expired';
  return (
    <Tabs
      label="价保订单"
      value={tab}
      onChange={({ value }) => onShow({ isEffective: value === 'valid' })}
      items={[
        { value: 'valid', label: `有效 ${store.counts.valid}` },
        { value: 'expired', label: `已过期 ${store.counts.expired}` },
      ]}
    >
      {store.actionError && <StyledNotice role="alert">{store.actionError}</StyledNotice>}
      {store.orders.length === 0 ? (
        <EmptyState
          icon="empty"
          title={store.isEffective ? '没有价保期内的订单' : '没有已过期的订单'}
          description={
            store.isEffective
              ? '买下商品后在上方登记实付金额和购买日期，价保期内降价时这里会显示可申请的差价。'
              : undefined
          }
        />
      ) : (
        <StyledList
          ref={listRef}
          tabIndex={-1}
          aria-label="价保订单"
          aria-busy={store.isLoading || undefined}
        >
          {store.orders.map((order) => (
            <li key={order.id}>
              <ProtectOrderCard
                id={String(order.id)}
                title={order.title}
                href={paths.product(order.dpId)}
                imageSrc={order.imageUrl}
                siteId={order.siteId}
                paidPrice={order.paidPrice}
                boughtAt={order.boughtAt}
                windowDays={order.windowDays}
                endsAt={order.endsAt}
                daysLeft={order.daysLeft}
                lowestSince={order.lowestSince ?? undefined}
                claimable={order.claimable}
                protectHref={order.protectUrl}
                isRemoving={store.removingId === order.id}
                onRemove={() => setRemoving(order)}
              />
            </li>
          ))}
        </StyledList>
      )}
      <Pagination
        page={store.page}
        total={store.total}
        pageSize={store.pageSize}
        label="价保订单分页"
        onChange={({ page }) => onShow({ page })}
      />
      {removing && (
        <ConfirmRemoveDialog
          title="删除这笔价保订单？"
          description={`“${removing.title}”的购买记录将被删除，不再提醒价保。`}
          container={dialogContainer}
          onConfirm={() => {
            void store.remove(removing.id);
            // The deleted card's button goes with it: keep the keyboard in the list.
            requestAnimationFrame(() => listRef.current?.focus());
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </Tabs>
  );
});
