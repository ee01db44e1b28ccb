import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ChartSeries } from './chartData';
import { ChartTooltip } from './ChartTooltip';
import type { PlotModel } from './plotOptions';
import { StyledPlot } from './PriceChart.styles';
import { PriceSketch } from './PriceSketch';
import { hideCursor, moveCursor, type CursorStep, type PlotHover } from './tooltipPlugin';
import { usePlot } from './usePlot';

/** Props of {@link PricePlot}. */
export interface PricePlotProps {
  /** Aligned data, extremes and sale marks to draw. */
  model: PlotModel;
  /** The same lines, for the SVG shown until the canvas has drawn. */
  series: ChartSeries;
  /** Accessible name of the drawing. */
  label: string;
  /** Promotion text by Asia/Shanghai day, for the tooltip. */
  promotionsByDay: ReadonlyMap<string, string>;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** Receives how long the first draw took. */
  onDraw?: (event: { ms: number }) => void;
}

const KEY_STEPS: Record<string, CursorStep> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  PageUp: -30,
  PageDown: 30,
  Home: 'first',
  End: 'last',
};

/**
 * The uPlot canvas with its crosshair tooltip; arrow keys walk the points. Until the canvas has
 * drawn (on the server, without JavaScript, while hydrating) the box shows the lines as SVG.
 */
export function PricePlot({
  model,
  series,
  label,
  promotionsByDay,
  siteId,
  onDraw,
}: PricePlotProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<PlotHover | null>(null);
  const [isDrawn, setDrawn] = useState(false);
  const plotRef = usePlot(containerRef, model, siteId, {
    onHover: setHover,
    onDraw: (event) => {
      setDrawn(true);
      onDraw?.(event);
    },
  });
  const tooltipId = useId();

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key];
    const plot = plotRef.current;
    if (step === undefined || !plot) return;
    event.preventDefault();
    moveCursor(plot, step);
  }

  function handleBlur() {
    if (plotRef.current) hideCursor(plotRef.current);
  }

  return (
    <>
      <StyledPlot
        ref={containerRef}
        role="img"
        aria-label={label}
        aria-describedby={hover ? tooltipId : undefined}
        tabIndex={0}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
      >
        {isDrawn ? null : (
          <PriceSketch series={series} siteId={siteId} stockGaps={model.stockGaps} />
        )}
      </StyledPlot>
      {hover && (
        <ChartTooltip
          id={tooltipId}
          hover={hover}
          data={model.data}
          promotionsByDay={promotionsByDay}
          siteId={siteId}
        />
      )}
    </>
  );
}
