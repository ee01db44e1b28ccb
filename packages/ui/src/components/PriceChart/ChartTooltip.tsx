import { useLayoutEffect, useRef } from 'react';
import type { AlignedData } from 'uplot';
import { formatIsoDay, formatPrice } from '@pricetrail/core';
import {
  StyledTooltip,
  StyledTooltipDate,
  StyledTooltipPromotion,
  StyledTooltipRow,
} from './PriceChart.styles';
import type { PlotHover } from './tooltipPlugin';

/** Gap (CSS px) between the crosshair and the tooltip. */
const CURSOR_GAP = 12;

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  /** Id, so the plot can point at the tooltip with aria-describedby. */
  id: string;
  /** Where the crosshair is. */
  hover: PlotHover;
  /** The aligned data the plot draws: x, 页面价, 到手价. */
  data: AlignedData;
  /** Promotion text by Asia/Shanghai day ('2024-06-18'). */
  promotionsByDay: ReadonlyMap<string, string>;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
}

function valueAt(data: AlignedData, series: number, idx: number): number | null {
  const value = data[series]?.[idx];
  return typeof value === 'number' ? value : null;
}

/** The crosshair's card: day, both prices and that day's promotion. */
export function ChartTooltip({ id, hover, data, promotionsByDay, siteId }: ChartTooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  const ts = valueAt(data, 0, hover.idx);
  const listPrice = valueAt(data, 1, hover.idx);
  const finalPrice = valueAt(data, 2, hover.idx);
  const day = ts === null ? '' : formatIsoDay(ts);
  const promotion = promotionsByDay.get(day);

  // Beside the crosshair, on the roomier side, and never past the chart's edges.
  useLayoutEffect(() => {
    const element = ref.current;
    const frameWidth = element?.parentElement?.clientWidth;
    if (!element || frameWidth === undefined) return;
    const width = element.offsetWidth;
    const wanted = hover.isRightHalf ? hover.x - CURSOR_GAP - width : hover.x + CURSOR_GAP;
    const left = Math.max(0, Math.min(wanted, frameWidth - width));
    element.style.setProperty('--tooltip-x', `${left}px`);
    element.style.setProperty('--tooltip-top', `${hover.top}px`);
  });

  return (
    <StyledTooltip ref={ref} id={id} role="tooltip">
      <StyledTooltipDate>{day}</StyledTooltipDate>
      {finalPrice !== null && (
        <StyledTooltipRow data-line="final">
          <span>到手价</span>
          <span>{formatPrice(finalPrice, siteId)}</span>
        </StyledTooltipRow>
      )}
      {listPrice !== null && (
        <StyledTooltipRow data-line="list">
          <span>页面价</span>
          <span>{formatPrice(listPrice, siteId)}</span>
        </StyledTooltipRow>
      )}
      {promotion && <StyledTooltipPromotion>{promotion}</StyledTooltipPromotion>}
    </StyledTooltip>
  );
}
