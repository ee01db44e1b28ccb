import uPlot from 'uplot';
import { currencySymbol, formatPrice, formatWan } from '@pricetrail/core';
import { DAY_SECONDS } from './chartData';
import type { PriceExtremes } from './extremes';
import { extremesPlugin } from './extremesPlugin';
import { MARK_BAND, marksPlugin } from './marksPlugin';
import { canvasFont, type PlotStyle } from './plotStyle';
import type { PriceMark, StockGap } from './priceTypes';
import { formatMonth, formatMonthDay, formatYear, shanghaiWallClock } from './shanghaiDate';
import { stockGapsPlugin } from './stockGapsPlugin';
import { tooltipPlugin, type PlotHover } from './tooltipPlugin';

/** What the chart draws besides its options: replaced as a whole when props change. */
export interface PlotModel {
  /** x, 页面价, 到手价 (see `toAlignedData`). */
  data: uPlot.AlignedData;
  /** Lowest and highest price of the visible range. */
  extremes: PriceExtremes | null;
  /** Sale days to draw. */
  marks: readonly PriceMark[];
  /** Stretches without stock to shade. */
  stockGaps: readonly StockGap[];
}

/** Inputs of {@link buildPlotOptions}. */
export interface PlotOptionsInput {
  /** Initial size in CSS px. */
  width: number;
  /** Initial size in CSS px. */
  height: number;
  /** Colours and font from the theme. */
  style: PlotStyle;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** The current model; read on every draw so data updates need no new options. */
  getModel: () => PlotModel;
  /** Receives the crosshair position. */
  onHover: (hover: PlotHover | null) => void;
  /** Called once, after the first draw. */
  onFirstDraw: () => void;
}

/** Nice steps for the price axis, in fen: 1, 2, 5 × 10ⁿ so ticks land on round yuan. */
const PRICE_STEPS = Array.from(
  { length: 30 },
  (_, i) => ([1, 2, 5][i % 3] as number) * 10 ** Math.floor(i / 3),
);
const AXIS_GAP = 6;
const TICK_SIZE = 4;
const X_SPACE = 60;
// Half of the widest date label ('2026-01'), so the last tick's label is not cut at the edge.
const RIGHT_PADDING = 26;
const Y_SPACE = 36;
/** Share of the price span left free above and below the lines for the extreme labels. */
const PRICE_HEADROOM = 0.3;

function priceRange(_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax {
  if (min === null || max === null) return [0, 100];
  const span = max - min;
  const pad = span > 0 ? span * PRICE_HEADROOM : Math.max(max * 0.1, 100);
  return [Math.max(0, min - pad), max + pad];
}

function dateTicks(_u: uPlot, splits: number[], _axis: number, _space: number, incr: number) {
  const format =
    incr >= 365 * DAY_SECONDS
      ? formatYear
      : incr >= 28 * DAY_SECONDS
        ? formatMonth
        : formatMonthDay;
  return splits.map((ts) => format(ts));
}

function firstDrawPlugin(onFirstDraw: () => void): uPlot.Plugin {
  let hasDrawn = false;
  const draw = () => {
    if (hasDrawn) return;
    hasDrawn = true;
    onFirstDraw();
  };
  return { hooks: { draw: [draw] } };
}

function measureAxis(style: PlotStyle) {
  return (u: uPlot, values: string[] | null) => {
    const widest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
    u.ctx.font = canvasFont(style, uPlot.pxRatio);
    const textWidth = u.ctx.measureText(widest).width / uPlot.pxRatio;
    return Math.ceil(textWidth + TICK_SIZE + 2 * AXIS_GAP);
  };
}

/**
 * uPlot options for the two stepped price lines, their axes, stock gaps, sale marks, extremes and
 * tooltip.
 */
export function buildPlotOptions(input: PlotOptionsInput): uPlot.Options {
  const { style, siteId, getModel } = input;
  const symbol = currencySymbol(siteId);
  const font = `${style.fontSize}px ${style.fontFamily}`;
  const stepped = uPlot.paths.stepped?.({ align: 1 });
  const axisBase = {
    font,
    stroke: style.textMuted,
    gap: AXIS_GAP,
    grid: { stroke: style.grid, width: 1 },
    ticks: { stroke: style.grid, width: 1, size: TICK_SIZE },
  };
  return {
    width: input.width,
    height: input.height,
    padding: [MARK_BAND, RIGHT_PADDING, 0, 0],
    tzDate: shanghaiWallClock,
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 9, width: 2, fill: style.surface },
    },
    scales: { x: { time: true }, y: { range: priceRange } },
    axes: [
      { ...axisBase, space: X_SPACE, values: dateTicks },
      {
        ...axisBase,
        space: Y_SPACE,
        incrs: PRICE_STEPS,
        size: measureAxis(style),
        values: (_u, splits) => splits.map((fen) => `${symbol}${formatWan(fen / 100)}`),
      },
    ],
    series: [
      {},
      {
        label: '页面价',
        stroke: style.listLine,
        width: 1.5,
        dash: [6, 4],
        paths: stepped,
        points: { show: false },
        spanGaps: true,
      },
      {
        label: '到手价',
        stroke: style.finalLine,
        fill: style.finalFill,
        width: 2,
        paths: stepped,
        points: { show: false },
        spanGaps: true,
      },
    ],
    plugins: [
      stockGapsPlugin(() => getModel().stockGaps, style),
      marksPlugin(() => getModel().marks, style),
      extremesPlugin(
        () => getModel().extremes,
        style,
        (fen) => formatPrice(fen, siteId),
      ),
      tooltipPlugin(input.onHover),
      // Last, so its 'draw' hook runs after the other plugins have drawn.
      firstDrawPlugin(input.onFirstDraw),
    ],
  };
}
