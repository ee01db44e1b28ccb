import type { PriceAt } from './extremes';
import { formatMonth } from './shanghaiDate';

/** The lowest price of one Asia/Shanghai calendar month. */
export interface MonthlyLow extends PriceAt {
  /** The month, '2024-06'. */
  month: string;
}

/** Index just past the run of xs sharing `month`, found by galloping so long series stay cheap. */
function monthEnd(xs: readonly number[], from: number, month: string): number {
  let step = 1;
  let inside = from;
  while (inside + step < xs.length && formatMonth(xs[inside + step] as number) === month) {
    inside += step;
    step *= 2;
  }
  let outside = Math.min(inside + step, xs.length);
  while (outside - inside > 1) {
    const middle = Math.floor((inside + outside) / 2);
    if (formatMonth(xs[middle] as number) === month) inside = middle;
    else outside = middle;
  }
  return outside;
}

/** The lowest price of each calendar month of a line (xs ascending), oldest first. */
export function monthlyLows(
  xs: readonly number[],
  values: readonly (number | null)[],
): MonthlyLow[] {
  const lows: MonthlyLow[] = [];
  let from = 0;
  while (from < xs.length) {
    const month = formatMonth(xs[from] as number);
    const to = monthEnd(xs, from, month);
    let lowest: MonthlyLow | null = null;
    for (let i = from; i < to; i += 1) {
      const fen = values[i];
      if (fen != null && (lowest === null || fen < lowest.fen)) {
        lowest = { month, ts: xs[i] as number, fen };
      }
    }
    if (lowest) lows.push(lowest);
    from = to;
  }
  return lows;
}
