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
import { StyledHeader } from '../common/ListPage.styles';
import { EmptyState } from '../common/LazyEmptyState';
import { ListPageBody } from '../common/ListPageBody';
import { ListResults } from '../common/ListResults';
import { PageMeta } from '../common/PageMeta';
import { StyledGrid } from '../common/ProductGrid.styles';
import { useListAddress } from '../common/useListAddress';
import { StyledDeal } from '../DiscountPage/DiscountPage.styles';
import { paths } from '../paths';
import { LOWEST_LIST } from './loadPromotionPages';
import { lowestDescription } from './promotionDescriptions';
import { StyledFilter } from './PromotionPages.styles';
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
  return (
    <ListResults
      result={result}
      label="历史低价列表"
      pagerLabel="历史低价分页"
      isLoading={store.status === 'loading'}
      isDemo={Boolean(result?.items.some((item) => item.product.demo))}
      empty={
        <EmptyState
          icon="search"
          title={`近 ${LOWEST_REACHED_WITHIN_DAYS} 天没有降到历史最低价的商品`}
          description="看看今天的真降价吧。"
          actionLabel="今日好价"
          actionHref={paths.discount()}
        />
      }
      onPageChange={onPageChange}
    >
      <StyledGrid>
        {result?.items.map(({ product, currentFinal = 0, rules }, index) => (
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
    </ListResults>
  );
});

/**
 * `/promotion/lowest`: products whose price today is the lowest they ever had, all or only those
 * a shopper can buy now (仅看有货).
 */
export const LowestPage = observer(function LowestPage() {
  const root = useRootStore();
  const store = root.views.of(lowestView, LOWEST_LIST);
  const { query, show } = useListAddress(store, parsePromotionAddress, promotionAddress);

  return (
    <>
      <PageMeta title={LOWEST_TITLE} description={lowestDescription(store.result?.total)} />
      <StyledHeader>
        <h1>{LOWEST_TITLE}</h1>
      </StyledHeader>
      <PromotionTabs current="lowest" />
      <ListPageBody
        store={store}
        controls={
          <StyledFilter>
            <input
              type="checkbox"
              checked={Boolean(query.isInStockOnly)}
              onChange={(event) =>
                show({ page: 1, siteId: query.siteId, isInStockOnly: event.target.checked }, true)
              }
            />
            仅看有货
          </StyledFilter>
        }
        loadingLine="正在加载历史低价…"
        countLine={(total) => `共 ${total} 件商品近 ${LOWEST_REACHED_WITHIN_DAYS} 天降到历史最低价`}
        onRetry={() => void store.load(query)}
      >
        <Results store={store} onPageChange={(page) => show({ ...query, page }, false)} />
      </ListPageBody>
    </>
  );
});
