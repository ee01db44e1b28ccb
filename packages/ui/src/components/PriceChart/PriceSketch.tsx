import { formatIsoDay, formatPrice } from '@pricetrail/core';
import { useMemo } from 'react';
import type { ChartSeries } from './chartData';
import { StyledSketch } from './PriceChart.styles';
import { SKETCH_HEIGHT, SKETCH_WIDTH, sketchSeries } from './priceSketch';

/** Props of {@link PriceSketch}. */
export interface PriceSketchProps {
  /** Both lines on one x axis, as the interactive chart draws them. */
  series: ChartSeries;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * The price lines drawn as SVG from the chart's own data: what a page rendered on the server
 * shows (all there is without JavaScript), in the chart's box until the interactive chart has
 * drawn there. The lines stretch with the box; the labels keep their size.
 */
export function PriceSketch({ series, siteId }: PriceSketchProps) {
  const sketch = useMemo(() => sketchSeries(series), [series]);
  if (!sketch) return null;
  const [first, last] = sketch.span;
  return (
    <StyledSketch aria-hidden="true" focusable="false">
      <svg
        viewBox={`0 0 ${SKETCH_WIDTH} ${SKETCH_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height="100%"
      >
        {sketch.finalArea && <path data-part="area" d={sketch.finalArea} />}
        {sketch.list && <path data-part="list" d={sketch.list} vectorEffect="non-scaling-stroke" />}
        {sketch.final && (
          <path data-part="final" d={sketch.final} vectorEffect="non-scaling-stroke" />
        )}
      </svg>
      <text x="8" y={percent(sketch.top.at)} dy="-6">
        {formatPrice(sketch.top.fen, siteId)}
      </text>
      <text x="100%" dx="-8" y={percent(sketch.bottom.at)} dy="-6" textAnchor="end">
        {formatPrice(sketch.bottom.fen, siteId)}
      </text>
      <text x="8" y="100%" dy="-6">
        {formatIsoDay(first)}
      </text>
      <text x="100%" dx="-8" y="100%" dy="-6" textAnchor="end">
        {formatIsoDay(last)}
      </text>
    </StyledSketch>
  );
}
