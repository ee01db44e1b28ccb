import type { HistoryStore } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import { PriceChart } from './LazyPriceChart';

/** Props of {@link HistoryChart}. */
export interface HistoryChartProps {
  /** The product's history store: its lines, range and range change drive the chart. */
  store: HistoryStore;
}

/**
 * The price chart of the product a `HistoryStore` holds: both lines, marks, promotions and the
 * stretches without stock, the range tabs wired to the store; nothing until its history has arrived.
 */
export const HistoryChart = observer(function HistoryChart({ store }: HistoryChartProps) {
  const { history, product } = store;
  if (!history || !product) return null;
  return (
    <PriceChart
      title={product.title}
      listPrices={history.listPrices}
      finalPrices={history.finalPrices}
      marks={history.marks}
      promotions={history.promotions}
      stockGaps={history.stockGaps}
      range={store.range}
      onRangeChange={({ range }) => void store.setRange(range)}
      siteId={product.siteId}
      isLoading={store.isRangeLoading}
    />
  );
});
