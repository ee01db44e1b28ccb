import { formatDayRange } from '@pricetrail/core';
import {
  parsePromotionAddress,
  promotionAddress,
  promotionView,
  type PromotionDetail,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { ProductCard, StoreBadge } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { StyledCount, StyledHeader } from '../common/ListPage.styles';
import { DemoBadge } from '../common/DemoBadge';
import { EmptyState } from '../common/LazyEmptyState';
import { ListPager } from '../common/ListPager';
import { PageMeta } from '../common/PageMeta';
import { MissingPage } from '../common/MissingPage';
import { PageSection } from '../common/PageSection';
import { StyledGrid } from '../common/ProductGrid.styles';
import { paths } from '../paths';
import { eventDescription } from './promotionDescriptions';
import { PromotionTabs } from './PromotionTabs';
import { RuleList } from './RuleList';
import { StyledFacts, StyledStatus, StyledTake } from './PromotionPages.styles';

const MISSING_TITLE = '没有找到这个活动';
const MISSING_DESCRIPTION = '它可能已经下线，看看正在进行的其他活动吧。';

function EventBody({
  event,
  onPageChange,
}: {
  event: PromotionDetail;
  onPageChange: (page: number) => void;
}) {
  const priced = event.products.filter((item) => item.currentFinal !== undefined);
  return (
    <>
      <PageMeta title={event.name} description={eventDescription(event)} />
      <StyledHeader>
        <h1>{event.name}</h1>
        <StyledFacts>
          <StoreBadge siteId={event.siteId} />
          <span>{event.kind}</span>
          <StyledStatus data-status={event.status}>
            {event.status === 'current' ? '进行中' : '即将开始'}
          </StyledStatus>
          <span>{formatDayRange(event.startsAt, event.endsAt)}</span>
          {event.isDemo ? <DemoBadge /> : null}
        </StyledFacts>
      </StyledHeader>
      <PromotionTabs />
      <PageSection title="活动规则">
        {event.rules.length > 0 ? (
          <RuleList rules={event.rules} label="活动规则" />
        ) : (
          <StyledCount>商城没有公布规则。</StyledCount>
        )}
        {event.url ? (
          <StyledTake href={event.url} target="_blank" rel="noopener noreferrer">
            去商城活动页
          </StyledTake>
        ) : null}
      </PageSection>
      <PageSection title="参加的商品">
        {priced.length === 0 ? (
          <StyledCount>还没有收录参加这个活动的商品。</StyledCount>
        ) : (
          <>
            <StyledGrid>
              {priced.map(({ product, currentFinal = 0, lowestPrice }, index) => (
                <li key={product.dpId}>
                  <ProductCard
                    title={product.title}
                    href={paths.history(product.dpId)}
                    imageSrc={product.imageUrl ?? ''}
                    siteId={product.siteId}
                    price={currentFinal}
                    isLowest={lowestPrice !== undefined && currentFinal <= lowestPrice}
                    isImageEager={index < 2}
                  />
                </li>
              ))}
            </StyledGrid>
            <ListPager
              result={{ page: event.page, pageSize: event.pageSize, total: event.productCount }}
              label="参加的商品分页"
              onPageChange={onPageChange}
            />
          </>
        )}
      </PageSection>
    </>
  );
}

/** `/promotion/:id`: one event with its dates, rules and a page of its products (`?page=`); a clear not-found otherwise. */
export const PromotionDetailPage = observer(function PromotionDetailPage() {
  const root = useRootStore();
  const id = Number(useParams().id);
  const store = root.views.of(promotionView, id);
  const [search, setSearch] = useSearchParams();
  const { page } = parsePromotionAddress(search);
  useEffect(() => {
    void store.ensureLoaded(id, page);
  }, [store, id, page]);

  if (store.status === 'missing') {
    return (
      <MissingPage
        title={MISSING_TITLE}
        description={MISSING_DESCRIPTION}
        actionLabel="全部活动"
        actionHref={paths.promotions()}
      />
    );
  }
  if (store.status === 'error') {
    return (
      <EmptyState
        titleAs="h1"
        title={store.message}
        description="请检查网络后重试。"
        actionLabel="重试"
        onAction={() => void store.load(id, page)}
      />
    );
  }
  if (!store.event) return <StyledCount role="status">正在加载活动…</StyledCount>;
  return (
    <EventBody
      event={store.event}
      onPageChange={(next) => setSearch(promotionAddress({ page: next }))}
    />
  );
});
