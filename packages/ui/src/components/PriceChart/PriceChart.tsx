import { useDeferredValue, useId, useMemo, type HTMLAttributes } from 'react';
import { alignSeries, hasValues, toAlignedData, type ChartSeries } from './chartData';
import { promotionsByDay, summarizeHistory } from './chartSummary';
import { findExtremes } from './extremes';
import { monthlyLows } from './monthlyLows';
import type { PlotModel } from './plotOptions';
import {
  StyledLegend,
  StyledLegendItem,
  StyledPanel,
  StyledPriceChart,
  StyledState,
  StyledToolbar,
} from './PriceChart.styles';
import { PricePlot } from './PricePlot';
import {
  rangeLabel,
  type PriceMark,
  type PricePoint,
  type PricePromotion,
  type PriceRange,
  type StockGap,
} from './priceTypes';
import { RangeTabs, rangeTabId } from './RangeTabs';
import { ScreenReaderTable } from './ScreenReaderTable';

/** Props of {@link PriceChart}. */
export interface PriceChartProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'title'
> {
  /** 页面价 history as `[epochSeconds, fen]` points. */
  listPrices: readonly PricePoint[];
  /** 到手价 history as `[epochSeconds, fen]` points. */
  finalPrices: readonly PricePoint[];
  /** Sale days drawn as vertical markers (618, 双11). */
  marks?: readonly PriceMark[];
  /** Promotion text per day, shown in the tooltip. */
  promotions?: readonly PricePromotion[];
  /** Stretches the product could not be bought (无货, 下架), shaded grey and listed for screen readers. */
  stockGaps?: readonly StockGap[];
  /** How much history to show. */
  range: PriceRange;
  /** Called with the range the visitor picked. */
  onRangeChange: (event: { range: PriceRange }) => void;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** Shows the loading state instead of the chart. */
  isLoading?: boolean;
  /** What the chart is about (the product name); names the chart and its table for screen readers. */
  title: string;
  /** Receives how long the first draw took (ms), for performance budgets. */
  onDraw?: (event: { ms: number }) => void;
}

interface ChartView {
  range: PriceRange;
  series: ChartSeries;
}

const NO_MARKS: readonly PriceMark[] = [];
const NO_PROMOTIONS: readonly PricePromotion[] = [];
const NO_GAPS: readonly StockGap[] = [];

/**
 * Price history: 到手价 and 页面价 step lines, range tabs, extremes, sale marks, grey bands where
 * the product was out of stock, tinted ones where it was on 预售, and a tooltip.
 */
export function PriceChart({
  listPrices,
  finalPrices,
  marks = NO_MARKS,
  promotions = NO_PROMOTIONS,
  stockGaps = NO_GAPS,
  range,
  onRangeChange,
  siteId,
  isLoading = false,
  title,
  onDraw,
  ...rest
}: PriceChartProps) {
  const idPrefix = useId();
  const view = useMemo<ChartView>(
    () => ({ range, series: alignSeries(listPrices, finalPrices, range) }),
    [listPrices, finalPrices, range],
  );
  const { series } = view;
  const hasFinal = hasValues(series.final);
  const hasList = hasValues(series.list);
  const model = useMemo<PlotModel>(() => {
    const primary = hasValues(series.final) ? series.final : series.list;
    return {
      data: toAlignedData(series),
      extremes: findExtremes(series.xs, primary),
      marks,
      stockGaps,
    };
  }, [series, marks, stockGaps]);
  // The table is for screen readers only: it follows one render behind so the chart draws first.
  const tableView = useDeferredValue<ChartView | null>(view, null);
  const table = useMemo(() => {
    if (!tableView) return null;
    const { xs, final, list } = tableView.series;
    return {
      caption: `${title}价格记录（${rangeLabel(tableView.range)}）`,
      months: monthlyLows(xs, hasValues(final) ? final : list),
      ...summarizeHistory(listPrices, finalPrices),
    };
  }, [tableView, title, listPrices, finalPrices]);
  const promotionTexts = useMemo(() => promotionsByDay(promotions), [promotions]);
  const isEmpty = series.xs.length === 0;
  const first = series.xs[0] ?? 0;
  const last = series.xs.at(-1) ?? 0;
  const hasSaleMarks = marks.some((mark) => mark.ts >= first && mark.ts <= last);
  const shownGaps = useMemo(
    () => stockGaps.filter((gap) => gap.from <= last && (gap.to === null || gap.to >= first)),
    [stockGaps, first, last],
  );
  const rangeText = rangeLabel(range);

  return (
    <StyledPriceChart role="group" aria-label={title} aria-busy={isLoading} {...rest}>
      <StyledToolbar>
        {!isEmpty && !isLoading && (
          <StyledLegend aria-label="图例">
            {hasFinal && <StyledLegendItem data-line="final">到手价</StyledLegendItem>}
            {hasList && <StyledLegendItem data-line="list">页面价</StyledLegendItem>}
            {hasSaleMarks && <StyledLegendItem data-line="sale">大促日</StyledLegendItem>}
            {shownGaps.some((gap) => gap.state !== 'presale') && (
              <StyledLegendItem data-line="stock">无货</StyledLegendItem>
            )}
            {shownGaps.some((gap) => gap.state === 'presale') && (
              <StyledLegendItem data-line="presale">预售</StyledLegendItem>
            )}
          </StyledLegend>
        )}
        <RangeTabs range={range} onRangeChange={onRangeChange} idPrefix={idPrefix} />
      </StyledToolbar>
      <StyledPanel
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={rangeTabId(idPrefix, range)}
      >
        {isLoading ? (
          <StyledState role="status">价格走势加载中…</StyledState>
        ) : isEmpty ? (
          <StyledState>暂无价格记录</StyledState>
        ) : (
          <>
            <PricePlot
              model={model}
              series={series}
              label={`${title}价格走势图（${rangeText}），可用方向键逐日查看`}
              promotionsByDay={promotionTexts}
              siteId={siteId}
              onDraw={onDraw}
            />
            {table && <ScreenReaderTable {...table} stockGaps={shownGaps} siteId={siteId} />}
          </>
        )}
      </StyledPanel>
    </StyledPriceChart>
  );
}
