import {
  COLLECTION_SORTS,
  type CollectionQuery,
  type CollectionSort,
  type CollectionStore,
  type WatchEditStore,
  type WatchItem,
} from '@pricetrail/services';
import { CollectionCard, EmptyState, Pagination, Tabs } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { ChoiceGroup } from '../mine/ChoiceGroup';
import { ConfirmRemoveDialog } from '../mine/ConfirmRemoveDialog';
import { StyledList, StyledNotice, StyledToolbar } from '../mine/MineLayout.styles';
import { paths } from '../paths';
import { EditTargetDialog } from './EditTargetDialog';

const SORT_LABELS: Record<CollectionSort, string> = {
  drop: '降价幅度',
  date: '收藏时间',
  price: '价格',
};

const ALL_GROUPS = '';

/** What a card shows of an item (the wire's nulls as absent values). */
function cardFields(item: WatchItem) {
  return {
    id: String(item.id),
    title: item.title,
    href: paths.product(item.dpId),
    imageSrc: item.imageUrl,
    siteId: item.siteId,
    savedPrice: item.savedPrice ?? undefined,
    price: item.currentPrice ?? undefined,
    dropPercent: item.dropPercent ?? undefined,
    lowestPrice: item.lowestPrice ?? undefined,
    lowestAt: item.lowestAt ?? undefined,
    targetPrice: item.targetPrice ?? undefined,
    alert: item.alert,
    alertPercent: item.alertPercent ?? undefined,
    alertDays: item.alertDays ?? undefined,
    alertIntervalHours: item.alertIntervalHours ?? undefined,
    allStores: item.allStores,
    group: item.group ?? undefined,
    savedAt: item.createdAt,
  };
}

/** Props of {@link CollectionList}. */
export interface CollectionListProps {
  /** The page's store, read. */
  store: CollectionStore;
  /** The view in the address. */
  query: CollectionQuery;
  /** Asks for another view (tab, order, group or page). */
  onQueryChange: (next: Partial<CollectionQuery>, isSamePlace?: boolean) => void;
  /** Where the dialogs render. */
  dialogContainer?: HTMLElement | null;
}

/** The collection's tabs, order, groups, cards and pages. */
export const CollectionList = observer(function CollectionList({
  store,
  query,
  onQueryChange,
  dialogContainer,
}: CollectionListProps) {
  const [editor, setEditor] = useState<WatchEditStore | null>(null);
  const [removing, setRemoving] = useState<WatchItem | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  if (store.isEmpty) {
    return (
      <EmptyState
        icon="collection"
        title="还没有收藏的商品"
        description="打开任意商品页，在价格旁点“收藏”或“降价提醒”即可添加；降价时这里会标出降了多少。"
        actionLabel="去逛逛"
        actionHref={paths.home()}
      />
    );
  }

  const groups = [
    { value: ALL_GROUPS, label: '全部分组' },
    ...store.groups.map((group) => ({ value: group, label: group })),
  ];
  return (
    <Tabs
      label="收藏分类"
      value={query.tab}
      onChange={({ value }) => onQueryChange({ tab: value })}
      items={[
        { value: 'all', label: `全部 ${store.counts.all}` },
        { value: 'reduce', label: `降价 ${store.counts.reduces}` },
      ]}
    >
      <StyledToolbar>
        <ChoiceGroup
          label="排序"
          value={query.sort}
          choices={COLLECTION_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          onChange={(sort) => onQueryChange({ sort })}
        />
        {store.groups.length > 0 && (
          <ChoiceGroup
            label="分组"
            value={query.group ?? ALL_GROUPS}
            choices={groups}
            onChange={(group) => onQueryChange({ group: group || undefined })}
          />
        )}
      </StyledToolbar>
      {store.actionError && <StyledNotice role="alert">{store.actionError}</StyledNotice>}
      {store.items.length === 0 ? (
        <EmptyState
          icon="search"
          title={query.tab === 'reduce' ? '暂时没有降价的收藏' : '这个分组里没有商品'}
          description={
            query.tab === 'reduce' ? '收藏的商品比收藏时便宜了，就会出现在这里。' : undefined
          }
        />
      ) : (
        <StyledList
          ref={listRef}
          tabIndex={-1}
          aria-label="收藏的商品"
          aria-busy={store.isLoading || undefined}
        >
          {store.items.map((item) => (
            <li key={item.id}>
              <CollectionCard
                {...cardFields(item)}
                isRemoving={store.removingIds.includes(item.id)}
                onEditTarget={() => setEditor(store.editor(item))}
                onRemove={() => setRemoving(item)}
              />
            </li>
          ))}
        </StyledList>
      )}
      <Pagination
        page={query.page}
        total={store.total}
        pageSize={query.pageSize}
        label="收藏分页"
        onChange={({ page }) => onQueryChange({ page }, false)}
      />
      {editor && (
        <EditTargetDialog
          editor={editor}
          groups={store.groups}
          container={dialogContainer}
          onClose={() => setEditor(null)}
        />
      )}
      {removing && (
        <ConfirmRemoveDialog
          title="删除这件收藏？"
          description={`“${removing.title}”和它收藏时的价格将一并删除。`}
          container={dialogContainer}
          onConfirm={() => {
            void store.remove(removing.id);
            // The deleted card's button is gone: keep the keyboard in the list.
            requestAnimationFrame(() => listRef.current?.focus());
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </Tabs>
  );
});
