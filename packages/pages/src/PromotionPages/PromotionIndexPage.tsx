import { promotionsView, type PromotionEvent } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StyledCount, StyledHeader } from '../common/ListPage.styles';
import { DemoBadge } from '../common/DemoBadge';
import { EmptyState } from '../common/LazyEmptyState';
import { PageMeta } from '../common/PageMeta';
import { PageSection } from '../common/PageSection';
import { EventCard } from './EventCard';
import { PROMOTION_EVENTS } from './loadPromotionPages';
import { eventsDescription } from './promotionDescriptions';
import { PromotionTabs } from './PromotionTabs';
import { StyledCards } from './PromotionPages.styles';

/** Title of the promotions page. */
export const PROMOTIONS_TITLE = '商城活动';

function Events({ events, empty }: { events: readonly PromotionEvent[]; empty: string }) {
  if (events.length === 0) return <StyledCount>{empty}</StyledCount>;
  return (
    <StyledCards>
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </StyledCards>
  );
}

/** `/promotion`: the store events running now and those coming, with dates and rules. */
export const PromotionIndexPage = observer(function PromotionIndexPage() {
  const root = useRootStore();
  const store = root.views.of(promotionsView, PROMOTION_EVENTS);
  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  return (
    <>
      <PageMeta
        title={PROMOTIONS_TITLE}
        description={eventsDescription(store.current, store.coming)}
      />
      <StyledHeader>
        <h1>{PROMOTIONS_TITLE}</h1>
      </StyledHeader>
      <PromotionTabs current="index" />
      {store.status === 'error' ? (
        <EmptyState
          title={store.message}
          description="请检查网络后重试。"
          actionLabel="重试"
          onAction={() => void store.load()}
        />
      ) : store.status !== 'ready' ? (
        <StyledCount role="status">正在加载活动…</StyledCount>
      ) : (
        <>
          {store.events.some((event) => event.isDemo) ? <DemoBadge /> : null}
          <PageSection title="进行中">
            <Events events={store.current} empty="眼下没有进行中的活动。" />
          </PageSection>
          <PageSection title="即将开始">
            <Events events={store.coming} empty="还没有公布的活动。" />
          </PageSection>
        </>
      )}
    </>
  );
});
