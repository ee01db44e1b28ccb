import { formatDottedDay } from '@pricetrail/core';
import { historyView, recentPromotions, type HistoryStore } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { HistoryChart } from '../common/HistoryChart';
import { OfferList, PriceSummary } from '../common/LazyProductParts';
import { PageMeta } from '../common/PageMeta';
import { PageSection } from '../common/PageSection';
import { paths } from '../paths';
import { ExtPage } from './ExtPage';
import { extProductProblem, useExtProduct } from './useExtProduct';
import { StyledAdvice, StyledColumns, StyledPromotions } from './ExtJdPages.styles';

const PROMOTIONS_SHOWN = 6;

const Promotions = observer(function Promotions({ store }: { store: HistoryStore }) {
  const promotions = recentPromotions(store.history?.promotions ?? [], PROMOTIONS_SHOWN);
  return (
    <PageSection title="优惠券与促销">
      {promotions.length === 0 ? (
        <p>暂无优惠券</p>
      ) : (
        <StyledPromotions>
          {promotions.map(({ ts, text }) => (
            <li key={text}>
              <time dateTime={new Date(ts * 1000).toISOString()}>{formatDottedDay(ts)}</time>
              <span>{text}</span>
            </li>
          ))}
        </StyledPromotions>
      )}
    </PageSection>
  );
});

const Enhanced = observer(function Enhanced({ store }: { store: HistoryStore }) {
  const { history, product } = store;
  if (!history || !product) return null;
  return (
    <>
      {store.advice ? (
        <StyledAdvice data-tone={store.advice.tone} data-testid="buy-advice">
          购买建议：{store.advice.text}
        </StyledAdvice>
      ) : null}
      <StyledColumns>
        <HistoryChart store={store} />
        <PriceSummary {...history.summary} siteId={product.siteId} />
      </StyledColumns>
      <Promotions store={store} />
      <PageSection title="全网比价">
        <OfferList offers={store.offers.map((offer) => ({ ...offer, id: offer.dpId }))} />
      </PageSection>
    </>
  );
});

/** `/jd_enhance?dp_id=`: the extension's enhanced view of a product — history, coupons, other stores. */
export const JdEnhancePage = observer(function JdEnhancePage() {
  const request = useExtProduct();
  const dpId = request.kind === 'dpId' ? request.dpId : undefined;
  const store = useFreshView(historyView, 'jdEnhance');

  useEffect(() => {
    if (dpId) store.ensure(dpId);
  }, [store, dpId]);

  const title = store.product?.title ?? '历史价格';
  return (
    <>
      <PageMeta title={`${title} 历史价格与优惠`} description="商品的历史价格、优惠券和全网比价" />
      <ExtPage
        heading={title}
        headerLink={dpId ? <Link href={paths.history(dpId)}>在价迹查看完整历史</Link> : null}
        problem={extProductProblem(request)}
        status={store.status}
        hasProduct={dpId !== undefined}
        loadingText="正在加载历史价格…"
        error={store.message}
      >
        <Enhanced store={store} />
      </ExtPage>
    </>
  );
});
