import { historyView, linkLookupView, type HistoryStore } from '@pricetrail/services';
import { useFreshView, useRootStore, useView } from '@pricetrail/services/react';
import {
  HistoryPriceHeader,
  Link,
  SearchBox,
  SecondNav,
  type SearchBoxSubmit,
} from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DemoBadge } from '../common/DemoBadge';
import { HistoryChart } from '../common/HistoryChart';
import { OfferList, PriceSummary } from '../common/LazyProductParts';
import { PageSection } from '../common/PageSection';
import { productRequestKey, useProductParam, type ProductRequest } from '../common/useProductParam';
import { aiComparePath, aiRatePath } from '../common/aiPaths';
import { paths } from '../paths';
import { ProductReviews } from '../ProductReviews/LazyProductReviews';
import { HistoryTracking } from '../tracking/LazyTracking';
import { Watch } from '../watch/LazyWatch';
import { foundPath } from '../common/foundPath';
import { LazyFollowTopicButton } from '../follow/LazyFollowTopicButton';
import type { HistoryPageView } from './historyPageView';
import { ProductMeta } from './ProductMeta';
import {
  StyledAdvice,
  StyledAttribute,
  StyledAttributes,
  StyledBrand,
  StyledColumns,
  StyledMessage,
} from './HistoryPage.styles';

/** Props of {@link HistoryPage}. */
export interface HistoryPageProps {
  /** 'history' (default) for the trend pages, 'where_buy' for the store comparison, 'desc' for info, 'reviews' for 晒单 and reviews. */
  view?: HistoryPageView;
  /** Show the product page tabs (the /crc64 routes). */
  hasTabs?: boolean;
}

const ProductTabs = observer(function ProductTabs({ dpId }: { dpId: string }) {
  const { pathname } = useLocation();
  return (
    <SecondNav
      label="商品页面"
      activePath={pathname}
      items={[
        { href: paths.product(dpId), label: '历史价格' },
        { href: paths.whereBuy(dpId), label: '比价' },
        { href: paths.productDesc(dpId), label: '商品信息' },
        { href: paths.productReviews(dpId), label: '晒单评价' },
        { href: aiRatePath(dpId), label: 'AI 点评' },
        { href: aiComparePath([dpId]), label: 'AI 对比' },
      ]}
    />
  );
});

const Offers = observer(function Offers({ store }: { store: HistoryStore }) {
  return (
    <PageSection title="全网比价">
      <OfferList offers={store.offers.map((offer) => ({ ...offer, id: offer.dpId }))} />
    </PageSection>
  );
});

const Attributes = observer(function Attributes({ store }: { store: HistoryStore }) {
  const attributes = Object.entries(store.product?.attributes ?? {});
  const brand = store.product?.brand?.trim();
  return (
    <PageSection title="商品信息">
      {brand ? (
        <StyledBrand>
          <span>品牌：{brand}</span>
          <LazyFollowTopicButton key={brand} topic={{ kind: 'brand', value: brand }} />
        </StyledBrand>
      ) : null}
      {attributes.length === 0 ? (
        <p>暂无商品参数</p>
      ) : (
        <StyledAttributes>
          {attributes.map(([name, value]) => (
            <StyledAttribute key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </StyledAttribute>
          ))}
        </StyledAttributes>
      )}
    </PageSection>
  );
});

const History = observer(function History({ store }: { store: HistoryStore }) {
  const history = store.history;
  if (!history || !store.product) return null;
  const summary = history.summary;
  return (
    <StyledColumns>
      <div>
        {store.advice ? (
          <StyledAdvice data-tone={store.advice.tone} data-testid="buy-advice">
            购买建议：{store.advice.text}
            {store.advice.offer ? (
              <>
                {' '}
                <Link href={paths.history(store.advice.offer.dpId)}>去看看</Link>
              </>
            ) : null}
          </StyledAdvice>
        ) : null}
        <HistoryChart store={store} />
      </div>
      <PriceSummary
        {...summary}
        siteId={store.product.siteId}
        action={
          <Watch
            key={store.product.dpId}
            dpId={store.product.dpId}
            currentPrice={summary.currentPrice}
            siteId={store.product.siteId}
            otherStores={store.otherStoreCount}
          />
        }
      />
    </StyledColumns>
  );
});

// The page's heading: the product, or what the page is doing without one.
function headingOf(request: ProductRequest, store: HistoryStore): string {
  if (store.product) return store.product.title;
  if (request.kind === 'none') return '查询历史价格';
  return store.status === 'error' ? '查询结果' : '正在查询历史价格…';
}

/** `/trend/history`, `/trend/:dpid.html` and `/crc64/dp{dpid}…`: chart, summary, advice and offers. */
export const HistoryPage = observer(function HistoryPage({
  view = 'history',
  hasTabs = false,
}: HistoryPageProps) {
  const root = useRootStore();
  const request = useProductParam();
  const key = productRequestKey(request);
  const store = useView(historyView, key);
  const lookup = useFreshView(linkLookupView, 'history');

  useEffect(() => {
    if (request.kind === 'dpId') store.ensure(request.dpId);
    else if (request.kind === 'url' && store.status === 'idle') void store.loadLink(request.url);
    // The request is fully described by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);

  async function handleSearch({ query }: SearchBoxSubmit) {
    const found = await lookup.lookup(query);
    if (found) root.navigateTo(foundPath(found));
  }

  const product = store.product;
  const heading = headingOf(request, store);
  const search = (
    <SearchBox
      label="查询其他商品"
      onSubmit={(submit) => void handleSearch(submit)}
      onQueryChange={lookup.clearError}
      error={lookup.error}
      isBusy={lookup.isBusy}
      status={lookup.statusLine}
      action={paths.lookupForm()}
      name="url"
    />
  );
  return (
    <>
      <ProductMeta store={store} heading={heading} view={view} />
      <HistoryPriceHeader
        title={heading}
        siteId={product?.siteId}
        breadcrumbs={[
          { label: '首页', href: paths.home() },
          { label: '历史价格', href: paths.trend() },
          { label: product ? '商品详情' : '查询' },
        ]}
        search={search}
      />
      {product?.demo ? <DemoBadge /> : null}
      {hasTabs && store.dpId ? <ProductTabs dpId={store.dpId} /> : null}
      {store.status === 'error' ? (
        <StyledMessage role="alert">{store.message}</StyledMessage>
      ) : null}
      <HistoryTracking store={store} lookup={lookup} request={request} />
      {request.kind === 'none' ? (
        <StyledMessage>请在上方粘贴商品链接查询历史价格。</StyledMessage>
      ) : null}
      {store.status === 'ready' && view === 'where_buy' ? <Offers store={store} /> : null}
      {store.status === 'ready' && view === 'desc' ? <Attributes store={store} /> : null}
      {store.status === 'ready' && view === 'reviews' && store.dpId ? (
        <ProductReviews dpId={store.dpId} />
      ) : null}
      {store.status === 'ready' ? <History store={store} /> : null}
      {store.status === 'ready' && view !== 'where_buy' ? <Offers store={store} /> : null}
    </>
  );
});
