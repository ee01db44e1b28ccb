import { trendPopoverView, type HistoryStore } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { HistoryChart } from '../common/HistoryChart';
import { PageMeta } from '../common/PageMeta';
import { PageSection } from '../common/PageSection';
import { ExtPage } from '../ExtJdPages/ExtPage';
import { useExtProduct, type ExtProduct } from '../ExtJdPages/useExtProduct';
import { paths } from '../paths';
import { StyledChart } from './ExtTrendPage.styles';
import { PriceChangeList } from './PriceChangeList';
import { priceChanges } from './priceChanges';

// Shown when the server holds no price of the product.
const MSG_TREND_NOT_TRACKED = '价迹暂未收录这件商品的价格';

function productProblem(product: ExtProduct): string | undefined {
  if (product.kind === 'none') return '缺少商品编号（dp），请从商品页的价迹价格条打开';
  if (product.kind === 'invalid') return '商品编号无效，请从商品页的价迹价格条重新打开';
  return undefined;
}

const Trend = observer(function Trend({ store }: { store: HistoryStore }) {
  const { history, product } = store;
  if (!history || !product) return null;
  return (
    <>
      <StyledChart>
        <HistoryChart store={store} />
      </StyledChart>
      <PageSection title="价格变化">
        <PriceChangeList changes={priceChanges(history.finalPrices)} siteId={product.siteId} />
      </PageSection>
    </>
  );
});

/**
 * `/ext/trend?dp=` (ours): the price-history popover the extension's mini bar frames — the chart
 * opened at 180 days and every change of price, newest first, the lowest marked.
 */
export const ExtTrendPage = observer(function ExtTrendPage() {
  const request = useExtProduct();
  const dpId = request.kind === 'dpId' ? request.dpId : undefined;
  const store = useFreshView(trendPopoverView, 'extTrend');

  useEffect(() => {
    if (dpId) store.ensure(dpId);
  }, [store, dpId]);

  const title = store.product?.title ?? '价格走势';
  return (
    <>
      <PageMeta title={`${title} 价格走势`} description="商品近 180 天的价格走势和每次价格变化" />
      <ExtPage
        heading={title}
        headerLink={dpId ? <Link href={paths.history(dpId)}>在价迹查看完整历史</Link> : null}
        problem={productProblem(request)}
        status={store.status}
        hasProduct={dpId !== undefined}
        loadingText="正在加载价格走势…"
        error={store.isUntracked ? MSG_TREND_NOT_TRACKED : store.message}
      >
        <Trend store={store} />
      </ExtPage>
    </>
  );
});
