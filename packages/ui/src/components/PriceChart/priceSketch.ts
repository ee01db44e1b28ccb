import type { ChartSeries } from './chartData';
import type { StockGap } from './priceTypes';

/** The drawing area of the sketch, in viewBox units (stretched to the chart's box). */
export const SKETCH_WIDTH = 1000;
/** The drawing area's height in viewBox units. */
export const SKETCH_HEIGHT = 300;

// Room above the highest and below the lowest price, as a share of the height.
const PAD = 0.1;

/** The price lines as SVG paths, and where the highest and lowest prices sit (0–1 from the top). */
export interface PriceSketch {
  /** Stepped 到手价 line; '' when it has no price. */
  readonly final: string;
  /** The area under the 到手价 line. */
  readonly finalArea: string;
  /** Stepped 页面价 line; '' when it has no price. */
  readonly list: string;
  /** Highest price drawn (fen) and its height from the top (0–1). */
  readonly top: { readonly fen: number; readonly at: number };
  /** Lowest price drawn (fen) and its height from the top (0–1). */
  readonly bottom: { readonly fen: number; readonly at: number };
  /** First and last moment drawn, epoch seconds. */
  readonly span: readonly [number, number];
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Stepped paths of both lines (a price holds until the next one, as the interactive chart draws
 * them), scaled to {@link SKETCH_WIDTH} × {@link SKETCH_HEIGHT}; undefined without a price.
 */
export function sketchSeries(series: ChartSeries): PriceSketch | undefined {
  const values = [...series.final, ...series.list].filter((value) => value !== null);
  const first = series.xs[0];
  const last = series.xs.at(-1);
  if (values.length === 0 || first === undefined || last === undefined) return undefined;
  const high = Math.max(...values);
  const low = Math.min(...values);
  const spread = high - low || Math.max(high * 0.1, 1);
  const top = high + spread * PAD;
  const bottom = low - spread * PAD;
  const width = last - first || 1;
  const x = (ts: number) => round(((ts - first) / width) * SKETCH_WIDTH);
  const y = (fen: number) => round(((top - fen) / (top - bottom)) * SKETCH_HEIGHT);

  const path = (line: readonly (number | null)[]) => {
    let d = '';
    line.forEach((value, index) => {
      if (value === null) return;
      const ts = series.xs[index] as number;
      d += d === '' ? `M${x(ts)} ${y(value)}` : `H${x(ts)}V${y(value)}`;
    });
    // Held to the right edge: the last price is still the price.
    return d === '' ? '' : `${d}H${SKETCH_WIDTH}`;
  };
  const final = path(series.final);
  const firstFinal = series.final.findIndex((value) => value !== null);
  const finalArea =
    final === '' ? '' : `${final}V${SKETCH_HEIGHT}H${x(series.xs[firstFinal] as number)}Z`;
  return {
    final,
    finalArea,
    list: path(series.list),
    top: { fen: high, at: (top - high) / (top - bottom) },
    bottom: { fen: low, at: (top - low) / (top - bottom) },
    span: [first, last],
  };
}

/** A stock band of the sketch: where it starts and how wide it is, in viewBox units. */
export interface SketchBand {
  /** Left edge, 0–{@link SKETCH_WIDTH}. */
  readonly x: number;
  /** Width in viewBox units, never 0. */
  readonly width: number;
  /** 无货, 下架 or 预售. */
  readonly state: StockGap['state'];
}

/**
 * The stock gaps within the sketch's span (first and last moment drawn, epoch seconds) as bands
 * over the lines, each clipped to the span; a gap still open runs to the right edge.
 */
export function sketchBands(
  gaps: readonly StockGap[],
  span: readonly [number, number],
): SketchBand[] {
  const [first, last] = span;
  const width = last - first || 1;
  const x = (ts: number) => round(((ts - first) / width) * SKETCH_WIDTH);
  return gaps.flatMap((gap) => {
    const from = Math.max(gap.from, first);
    const to = Math.min(gap.to ?? last, last);
    if (to <= from) return [];
    return [{ x: x(from), width: Math.max(x(to) - x(from), 1), state: gap.state }];
  });
}
