import type { WirePricePoint } from '@pricetrail/services';

/** The days the sparkline covers. */
export const SPARKLINE_DAYS = 180;
const DAY_SECONDS = 86_400;
/** Today's price gets this share of the width, so its step shows however short the day is. */
const TODAY_SHARE = 1 / 20;

/** A sparkline's drawing: an SVG path in a `width` × `height` box. */
export interface Sparkline {
  readonly width: number;
  readonly height: number;
  /** The `d` of a stepped line (a price holds until the next one), ending on today's price. */
  readonly path: string;
}

const round = (value: number): number => Math.round(value * 10) / 10;

/**
 * The last {@link SPARKLINE_DAYS} days of the server's price points, from the price in effect when
 * the window opens, ending with `today` (the page's price) at `nowSeconds`. Points stamped after
 * `nowSeconds` (a server clock ahead of the browser's) count as just before it.
 */
export function priceLine(
  points: readonly WirePricePoint[],
  today: number,
  nowSeconds: number,
): WirePricePoint[] {
  const start = nowSeconds - SPARKLINE_DAYS * DAY_SECONDS;
  const before = points.filter(([ts]) => ts <= start).at(-1);
  const inWindow = points
    .filter(([ts]) => ts > start)
    .map(([ts, fen]) => [Math.min(ts, nowSeconds), fen] as const);
  return [...(before ? [[start, before[1]] as const] : []), ...inWindow, [nowSeconds, today]];
}

/**
 * A {@link priceLine} drawn as steps: the server's points across the box, then today's price in a
 * step of its own at the right end. Null when there is no history to draw.
 */
export function sparkline(
  line: readonly WirePricePoint[],
  box: { width: number; height: number } = { width: 120, height: 24 },
): Sparkline | null {
  const first = line[0];
  const last = line.at(-1);
  if (!first || !last || line.length < 2) return null;
  const prices = line.map(([, fen]) => fen);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const historyWidth = box.width * (1 - TODAY_SHARE);
  const span = Math.max(1, last[0] - first[0]);
  const x = (ts: number) => round(((ts - first[0]) / span) * historyWidth);
  // A flat line sits in the middle; otherwise the high is at the top, with a pixel of margin.
  const y = (fen: number) =>
    high === low ? box.height / 2 : round(1 + ((high - fen) / (high - low)) * (box.height - 2));
  let path = `M0 ${y(first[1])}`;
  let previous = first[1];
  for (const [ts, fen] of line.slice(1)) {
    if (fen === previous) continue;
    path += ` H${x(ts)} V${y(fen)}`;
    previous = fen;
  }
  return { width: box.width, height: box.height, path: `${path} H${box.width}` };
}
