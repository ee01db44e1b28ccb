import { LOWEST_REACHED_WITHIN_DAYS } from '@pricetrail/core';
import {
  lowestView,
  parsePromotionAddress,
  promotionAddress,
  type LowestStore,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { ProductCard } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StyledCount, StyledHeader, StyledResults, StyledToolbar } from '../common/ListPage.styles';
import { DemoBadge } from '../common/DemoBadge';
import { EmptyState } from '../common/LazyEmptyState';
import { PageMeta } from '../common/PageMeta';
import { StyledDeal } from '../DiscountPage/DiscountPage.styles';
import { StyledGrid } from '../common/ProductGrid.styles';
import { ListPager } from '../common/ListPager';
import { paths } from '../paths';
import { LOWEST_LIST } from './loadPromotionPages';
import { lowestDescription } from './promotionDescriptions';
import { PromotionTabs } from './PromotionTabs';
import { RuleList } from './RuleList';

/** Title of the historical-low page. */
export const LOWEST_TITLE = '今日历史低价';

const Results = observer(function Results({
  store,
  onPageChange,
}: {
  store: LowestStore;
  onPageChange: (page: number) => void;
}) {
  const result = store.result;
  if (!result) return null;
  if (result.items.length === 0) {
    return (
      <EmptyState
        icon="search"
        title={`近 ${LOWEST_REACHED_WITHIN_DAYS} 天没有降到历史最低价的商品`}
        description="看看今天的真降价吧。"
        actionLabel="今日好价"
        actionHref={paths.discount()}
      />
    );
  }
  return (
    <StyledResults aria-label="历史低价列表" aria-busy={store.status === 'loading'}>
      {result.items.some((item) => item.product.demo) ? <DemoBadge /> : null}
      <StyledGrid>
        {result.items.map(({ product, currentFinal = 0, rules }, index) => (
          <StyledDeal key={product.dpId}>
            <ProductCard
              title={product.title}
              href={paths.history(product.dpId)}
              imageSrc={product.imageUrl ?? ''}
              siteId={product.siteId}
              price={currentFinal}
              isLowest
              isImageEager={index < 2}
            />
            <RuleList rules={rules} label={`${product.title}的优惠`} />
          </StyledDeal>
        ))}
      </StyledGrid>
      <ListPager result={result} label="历史低价分页" onPageChange={onPageChange} />
    </StyledResults>
  );
});

/** `/promotion/lowest`: products whose price today is the lowest they ever had. */
export const LowestPage = observer(function LowestPage() {
  const root = useRootStore();
  const store = root.views.of(lowestView, LOWEST_LIST);
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const query = parsePromotionAddress(search);

  useEffect(() => {
    void store.ensureLoaded(parsePromotionAddress(new URLSearchParams(searchText)));
  }, [store, searchText]);

  const total = store.result?.total;
  return (
    <>
      <PageMeta title={LOWEST_TITLE} description={lowestDescription(total)} />
      <StyledHeader>
        <h1>{LOWEST_TITLE}</h1>
      </StyledHeader>
      <PromotionTabs current="lowest" />
      <StyledToolbar>
        <StyledCount role="status">
          {store.status === 'loading' && total === undefined
            ? '正在加载历史低价…'
            : total !== undefined
              ? `共 ${total} 件商品近 ${LOWEST_REACHED_WITHIN_DAYS} 天降到历史最低价`
              : ''}
        </StyledCount>
      </StyledToolbar>
      {store.status === 'error' ? (
        <EmptyState
          title={store.message}
          description="请检查网络后重试。"
          actionLabel="重试"
          onAction={() => void store.load(query)}
        />
      ) : (
        <Results
          store={store}
          onPageChange={(page) => setSearch(promotionAddress({ ...query, page }))}
        />
      )}
    </>
  );
});
