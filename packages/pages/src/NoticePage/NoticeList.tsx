import type { Notice, NoticeStore } from '@pricetrail/services';
import { Button, EmptyState, NoticeItem, Pagination } from '@pricetrail/ui';
import { parseDpId } from '@pricetrail/core';
import { observer } from 'mobx-react-lite';
import { StyledList, StyledNotice, StyledToolbar } from '../mine/MineLayout.styles';
import { paths } from '../paths';
import { StyledCount } from './NoticePage.styles';

/** What an item shows of a notice (the wire's nulls as absent values), its age counted from `now`. */
function itemFields(notice: Notice, now: number) {
  return {
    id: String(notice.id),
    kind: notice.kind,
    title: notice.title,
    text: notice.text,
    // The product's history page in-app; the server's own link when there is no product, and for
    // a follow's digest, which leads to the list of what it follows.
    href: notice.dpId && notice.kind !== 'follow' ? paths.history(notice.dpId) : notice.url,
    createdAt: notice.createdAt,
    now,
    imageSrc: notice.imageUrl ?? undefined,
    siteId: notice.dpId ? parseDpId(notice.dpId)?.siteId : undefined,
    price: notice.price ?? undefined,
    previousPrice: notice.previousPrice ?? undefined,
    claimAmount: notice.claimAmount ?? undefined,
    isRead: notice.isRead,
  };
}

/** Props of {@link NoticeList}. */
export interface NoticeListProps {
  /** The notice store, read. */
  store: NoticeStore;
  /** The clock (epoch seconds) the notices' ages count from. */
  now: number;
  /** Shows another page. */
  onPage: (page: number) => void;
}

/** The 消息 tab: the count, 全部已读, the notices newest first, and pages. */
export const NoticeList = observer(function NoticeList({ store, now, onPage }: NoticeListProps) {
  if (store.isEmpty) {
    return (
      <EmptyState
        icon="empty"
        title="还没有消息"
        description="收藏商品并设好提醒条件，降价、到达目标价、创历史新低或价保可以申请差价时，都会在这里通知你。"
        actionLabel="去看我的收藏"
        actionHref={paths.collection()}
      />
    );
  }
  const unread = store.unread ?? 0;
  return (
    <>
      <StyledToolbar>
        <StyledCount>
          共 {store.total} 条{unread > 0 && `，${unread} 条未读`}
        </StyledCount>
        <Button
          shape="rect"
          size="large"
          type="button"
          aria-disabled={unread === 0 || undefined}
          onClick={() => {
            if (unread > 0) void store.markAllRead();
          }}
        >
          全部已读
        </Button>
      </StyledToolbar>
      {store.actionError && <StyledNotice role="alert">{store.actionError}</StyledNotice>}
      <StyledList aria-label="消息列表" aria-busy={store.isLoading || undefined}>
        {store.notices.map((notice) => (
          <li key={notice.id}>
            <NoticeItem
              {...itemFields(notice, now)}
              onOpen={() => void store.markRead(notice.id)}
              onMarkRead={() => void store.markRead(notice.id)}
            />
          </li>
        ))}
      </StyledList>
      <Pagination
        page={store.page}
        total={store.total}
        pageSize={store.pageSize}
        label="消息分页"
        onChange={({ page }) => onPage(page)}
      />
    </>
  );
});
