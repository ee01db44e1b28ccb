import type { WirePricePoint } from '@pricetrail/services';

/** The days the sparkline covers. */
export const SPARKLINE_DAYS = 180;
const DAY_SECONDS = 86_400;

/** A sparkline's drawing: an SVG path in a `width` × `height` box. */
export interface Sparkline {
  readonly width: number;
  readonly height: number;
  /** The `d` of a stepped line (a price holds until the next one). */
  readonly path: string;
}

const round = (value: number): number => Math.round(value * 10) / 10;

/**
 * The last {@link SPARKLINE_DAYS} days of a price line as a stepped path, ending at `today` (the
 * page's price) at `nowSeconds`; the price in effect when the window opens starts the line. Null
 * when there is nothing to draw.
 */
export function sparkline(
  points: readonly WirePricePoint[],
  today: number,
  nowSeconds: number,
  box: { width: number; height: number } = { width: 120, height: 24 },
): Sparkline | null {
  const start = nowSeconds - SPARKLINE_DAYS * DAY_SECONDS;
  const inWindow = points.filter(([ts]) => ts > start && ts <= nowSeconds);
  const before = points.filter(([ts]) => ts <= start).at(-1);
  const line: WirePricePoint[] = [
    ...(before ? [[start, before[1]] as const] : []),
    ...inWindow,
    [nowSeconds, today],
  ];
  const first = line[0];
  if (!first || line.length < 2) return null;
  const prices = line.map(([, fen]) => fen);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const from = first[0];
  const span = Math.max(1, nowSeconds - from);
  const x = (ts: number) => round(((ts - from) / span) * box.width);
  // A flat line sits in the middle; otherwise the high is at the top, with a pixel of margin.
  const y = (fen: number) =>
    high === low ? box.height / 2 : round(1 + ((high - fen) / (high - low)) * (box.height - 2));
  let path = `M${x(first[0])} ${y(first[1])}`;
  let previous = first[1];
  for (const [ts, fen] of line.slice(1)) {
    path += ` H${x(ts)}`;
    if (fen !== previous) path += ` V${y(fen)}`;
    previous = fen;
  }
  return { width: box.width, height: box.height, path };
}
