import { SITES } from '@pricetrail/core';
import {
  couponsView,
  parsePromotionAddress,
  promotionAddress,
  type CouponsStore,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { StyledHeader } from '../common/ListPage.styles';
import { EmptyState } from '../common/LazyEmptyState';
import { ListPageBody } from '../common/ListPageBody';
import { ListResults } from '../common/ListResults';
import { PageMeta } from '../common/PageMeta';
import { useListAddress } from '../common/useListAddress';
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
  return (
    <ListResults
      result={result}
      label="优惠券列表"
      pagerLabel="优惠券分页"
      isLoading={store.status === 'loading'}
      isDemo={Boolean(result?.items.some((coupon) => coupon.isDemo))}
      empty={
        <EmptyState
          icon="search"
          title="没有可领的优惠券"
          description="过期的券会自动下架，换个商城看看。"
          actionLabel="全部商城"
          actionHref={paths.coupons()}
        />
      }
      onPageChange={onPageChange}
    >
      <StyledCards>
        {result?.items.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} now={now} />
        ))}
      </StyledCards>
    </ListResults>
  );
});

/** `/promotion/coupon`: coupons not yet expired: store, threshold, amount, validity, 领券 link. */
export const CouponPage = observer(function CouponPage() {
  const root = useRootStore();
  const store = root.views.of(couponsView, COUPON_LIST);
  const { query, show } = useListAddress(store, parsePromotionAddress, promotionAddress);
  const id = useId();

  function handleSite(value: string) {
    show({ page: 1, ...(value ? { siteId: Number(value) } : {}) }, true);
  }

  return (
    <>
      <PageMeta title={COUPONS_TITLE} description={couponsDescription(store.result?.total)} />
      <StyledHeader>
        <h1>{COUPONS_TITLE}</h1>
      </StyledHeader>
      <PromotionTabs current="coupon" />
      <ListPageBody
        store={store}
        controls={
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
        }
        loadingLine="正在加载优惠券…"
        countLine={(total) => `共 ${total} 张`}
        onRetry={() => void store.load(query)}
      >
        <Results
          store={store}
          now={Math.floor(root.now() / 1000)}
          onPageChange={(page) => show({ ...query, page }, false)}
        />
      </ListPageBody>
    </>
  );
});
