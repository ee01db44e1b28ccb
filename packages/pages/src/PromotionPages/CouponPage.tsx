import { SITES } from '@pricetrail/core';
import {
  couponsView,
  parsePromotionAddress,
  promotionAddress,
  type CouponsStore,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StyledCount, StyledHeader, StyledResults, StyledToolbar } from '../common/ListPage.styles';
import { DemoBadge } from '../common/DemoBadge';
import { EmptyState } from '../common/LazyEmptyState';
import { PageMeta } from '../common/PageMeta';
import { ListPager } from '../common/ListPager';
import { paths } from '../paths';
import { CouponCard } from './CouponCard';
import { COUPON_LIST } from './loadPromotionPages';
import { couponsDescription } from './promotionDescriptions';
import { PromotionTabs } from './PromotionTabs';
import { StyledCards, StyledFilter } from './PromotionPages.styles';

/** Title of the coupon page. */
export const COUPONS_TITLE = '优惠券';

const STORES = SITES.filter((site) => site.currency === 'CNY');

const Results = observer(function Results({
  store,
  now,
  onPageChange,
}: {
  store: CouponsStore;
  now: number;
  onPageChange: (page: number) => void;
}) {
  const result = store.result;
  if (!result) return null;
  if (result.items.length === 0) {
    return (
      <EmptyState
        icon="search"
        title="没有可领的优惠券"
        description="过期的券会自动下架，换个商城看看。"
        actionLabel="全部商城"
        actionHref={paths.coupons()}
      />
    );
  }
  return (
    <StyledResults aria-label="优惠券列表" aria-busy={store.status === 'loading'}>
      {result.items.some((coupon) => coupon.isDemo) ? <DemoBadge /> : null}
      <StyledCards>
        {result.items.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} now={now} />
        ))}
      </StyledCards>
      <ListPager result={result} label="优惠券分页" onPageChange={onPageChange} />
    </StyledResults>
  );
});

/** `/promotion/coupon`: coupons not yet expired: store, threshold, amount, validity, 领券 link. */
export const CouponPage = observer(function CouponPage() {
  const root = useRootStore();
  const store = root.views.of(couponsView, COUPON_LIST);
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const query = parsePromotionAddress(search);
  const id = useId();

  useEffect(() => {
    void store.ensureLoaded(parsePromotionAddress(new URLSearchParams(searchText)));
  }, [store, searchText]);

  function handleSite(value: string) {
    setSearch(promotionAddress({ page: 1, ...(value ? { siteId: Number(value) } : {}) }), {
      preventScrollReset: true,
    });
  }

  const total = store.result?.total;
  return (
    <>
      <PageMeta title={COUPONS_TITLE} description={couponsDescription(total)} />
      <StyledHeader>
        <h1>{COUPONS_TITLE}</h1>
      </StyledHeader>
      <PromotionTabs current="coupon" />
      <StyledToolbar>
        <StyledFilter htmlFor={`${id}-site`}>
          商城
          <select
            id={`${id}-site`}
            value={query.siteId ?? ''}
            onChange={(event) => handleSite(event.target.value)}
          >
            <option value="">全部商城</option>
            {STORES.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </StyledFilter>
        <StyledCount role="status">
          {store.status === 'loading' && total === undefined
            ? '正在加载优惠券…'
            : total !== undefined
              ? `共 ${total} 张`
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
          now={Math.floor(root.now() / 1000)}
          onPageChange={(page) => setSearch(promotionAddress({ ...query, page }))}
        />
      )}
    </>
  );
});
