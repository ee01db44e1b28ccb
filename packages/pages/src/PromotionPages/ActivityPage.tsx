import { formatDayRange } from '@pricetrail/core';
import { promotionsView } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { Link, StoreBadge } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StyledCount, StyledHeader } from '../common/ListPage.styles';
import { DemoBadge } from '../common/DemoBadge';
import { EmptyState } from '../common/LazyEmptyState';
import { PageMeta } from '../common/PageMeta';
import { paths } from '../paths';
import { PROMOTION_EVENTS } from './loadPromotionPages';
import { activityDescription } from './promotionDescriptions';
import { PromotionTabs } from './PromotionTabs';
import { StyledActivity, StyledFacts, StyledStatus } from './PromotionPages.styles';

/** Title of the activity list. */
export const ACTIVITY_TITLE = '活动列表';

/** `/promotion/activity`: every current and coming event in one list, soonest first. */
export const ActivityPage = observer(function ActivityPage() {
  const root = useRootStore();
  const store = root.views.of(promotionsView, PROMOTION_EVENTS);
  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  return (
    <>
      <PageMeta title={ACTIVITY_TITLE} description={activityDescription(store.events)} />
      <StyledHeader>
        <h1>{ACTIVITY_TITLE}</h1>
      </StyledHeader>
      <PromotionTabs current="activity" />
      {store.status === 'error' ? (
        <EmptyState
          title={store.message}
          description="请检查网络后重试。"
          actionLabel="重试"
          onAction={() => void store.load()}
        />
      ) : store.status !== 'ready' ? (
        <StyledCount role="status">正在加载活动…</StyledCount>
      ) : store.events.length === 0 ? (
        <EmptyState
          icon="search"
          title="暂时没有活动"
          description="商城公布新活动后会列在这里。"
          actionLabel="看看历史低价"
          actionHref={paths.lowest()}
        />
      ) : (
        <>
          <StyledCount role="status">
            共 {store.events.length} 个活动{' '}
            {store.events.some((e) => e.isDemo) ? <DemoBadge /> : null}
          </StyledCount>
          <StyledActivity aria-label={ACTIVITY_TITLE}>
            {store.events.map((event) => (
              <li key={event.id}>
                <Link href={paths.promotion(event.id)}>{event.name}</Link>
                <StyledFacts>
                  <StoreBadge siteId={event.siteId} />
                  <span>{event.kind}</span>
                  <StyledStatus data-status={event.status}>
                    {event.status === 'current' ? '进行中' : '即将开始'}
                  </StyledStatus>
                  <span>{formatDayRange(event.startsAt, event.endsAt)}</span>
                </StyledFacts>
              </li>
            ))}
          </StyledActivity>
        </>
      )}
    </>
  );
});
