import { formatIsoDay, formatPrice, STOCK_LABEL } from '@pricetrail/core';
import { useMemo } from 'react';
import type { ChartSeries } from './chartData';
import { StyledSketch } from './PriceChart.styles';
import { SKETCH_HEIGHT, SKETCH_WIDTH, sketchBands, sketchSeries } from './priceSketch';
import type { StockGap } from './priceTypes';

/** Props of {@link PriceSketch}. */
export interface PriceSketchProps {
  /** Both lines on one x axis, as the interactive chart draws them. */
  series: ChartSeries;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** Stretches without stock (无货, 下架) or on 预售, shaded as the interactive chart shades them. */
  stockGaps?: readonly StockGap[];
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const NO_GAPS: readonly StockGap[] = [];
// Text cannot be measured before the page runs: a band under this share of the width (about two
// characters on a phone-wide chart) stays unlabelled, as a narrow one does on the canvas.
const LABELLED_SHARE = 0.08;
// The highest price is written at the top left: a band starting under it puts its word a line
// lower, so the two never overlap.
const UNDER_TOP_PRICE_SHARE = 0.15;

/**
 * The price lines drawn as SVG from the chart's own data: what a page rendered on the server
 * shows (all there is without JavaScript), in the chart's box until the interactive chart has
 * drawn there, with its stock bands shaded and labelled the same way. The lines stretch with the
 * box; the labels keep their size.
 */
export function PriceSketch({ series, siteId, stockGaps = NO_GAPS }: PriceSketchProps) {
  const sketch = useMemo(() => sketchSeries(series), [series]);
  const bands = useMemo(
    () => (sketch ? sketchBands(stockGaps, sketch.span) : []),
    [sketch, stockGaps],
  );
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
        {bands.map((band) => (
          <rect
            key={band.x}
            data-part="band"
            data-state={band.state}
            x={band.x}
            y={0}
            width={band.width}
            height={SKETCH_HEIGHT}
          />
        ))}
      </svg>
      {bands
        .filter((band) => band.width >= SKETCH_WIDTH * LABELLED_SHARE)
        .map((band) => (
          <text
            key={band.x}
            x={percent(band.x / SKETCH_WIDTH)}
            dx="4"
            y="0"
            dy={band.x < SKETCH_WIDTH * UNDER_TOP_PRICE_SHARE ? '34' : '14'}
          >
            {STOCK_LABEL[band.state]}
          </text>
        ))}
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
