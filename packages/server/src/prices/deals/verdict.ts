/**
 * Is today's price a real deal? Pure: a daily series in, a verdict out (fen, day numbers).
 *
 * - A **deal**: today's final price is at least `minDropPercent` % and `minDropFen` fen below the
 *   median daily price of the 30 days before today, with at least `minDataDays` of them known.
 * - A **fake cut** (先涨后降): a cut of that percentage (of any ¥ amount) that only undoes a raise. Before the days just above
 *   today's price there was a stretch at about today's price (within `cutTolerancePercent` %), and
 *   the level in between was at least `minRaisePercent` % above that reference. A raise often
 *   comes 2–5 weeks before a festival sale, so the reference is looked for up to `lookbackDays`
 *   back, further than the 30-day median.
 *
 * A single odd day never makes or breaks a verdict: the median ignores it, and the raise is
 * searched on a three-day running median, where a lone spike or dip disappears.
 */

/** One Shanghai calendar day and its lowest final price (fen); null where nobody saw a price. */
export interface DailyPrice {
  day: number;
  price: number | null;
}

/** The thresholds of a verdict (the server config's `deals` settings). */
export interface DealRules {
  /** Smallest drop below the 30-day median, in percent. */
  minDropPercent: number;
  /** Smallest drop below the 30-day median, in fen. */
  minDropFen: number;
  /** Days with a price needed among the 30 before today. */
  minDataDays: number;
  /** How far above the reference the price must have been raised, in percent. */
  minRaisePercent: number;
  /** How close to the reference a cut must land to count as undoing the raise, in percent. */
  cutTolerancePercent: number;
  /** How many days before today the series reaches (the reference before a raise is read there). */
  lookbackDays: number;
}

/** Defaults: ≥10 % and ≥¥10 below the median, 14 of 30 days known, raises of ≥10 %. */
export const DEFAULT_DEAL_RULES: DealRules = {
  minDropPercent: 10,
  minDropFen: 1000,
  minDataDays: 14,
  minRaisePercent: 10,
  cutTolerancePercent: 5,
  lookbackDays: 60,
};

/** Days before today whose median is the comparison price. */
export const MEDIAN_WINDOW_DAYS = 30;
/** Days before a raise whose median is the reference price. */
const REFERENCE_DAYS = 14;
/** Data days needed before a raise to name a reference. */
const MIN_REFERENCE_DAYS = 3;

/** The numbers behind every verdict that got as far as comparing prices. */
export interface DropFigures {
  /** Today's final price. */
  price: number;
  /** Median daily price of the 30 days before today. */
  median30: number;
  /** `median30 - price` (fen; negative when the price went up). */
  dropFen: number;
  /** The drop in basis points of the median (1850 = 18.5 %). */
  dropBasisPoints: number;
  /** Days with a price among the 30 before today. */
  dataDays: number;
}

/** What a raise-then-cut looks like: the proof shown in the 假降价 view. */
export interface RaiseProof {
  /** Median price of the days before the raise. */
  referencePrice: number;
  /** The first day of the raised level. */
  raisedDay: number;
  /** Median price of the raised days. */
  raisedPrice: number;
  /** Data days behind the verdict: the reference days plus the raised days. */
  evidenceDays: number;
}

/** The verdict on today's price. */
export type DealVerdict =
  | { kind: 'unknown'; dataDays: number }
  | ({ kind: 'none' } & DropFigures)
  | ({ kind: 'deal' } & DropFigures)
  | ({ kind: 'fake' } & DropFigures & RaiseProof);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[mid - 1] ?? 0) + upper) / 2);
}

/** Prices of the known days as a three-day running median (neighbours by known day). */
function smoothed(known: readonly { day: number; price: number }[], today: number) {
  // Today's price is the right neighbour of yesterday: a dip on the last day alone is not a level.
  const prices = [...known.map((k) => k.price), today];
  return known.map(({ day }, i) => {
    const from = Math.max(0, Math.min(i - 1, prices.length - 3));
    return { day, price: median(prices.slice(from, from + 3)) };
  });
}

/** The raise undone by today's price, or undefined when the drop is not a way back to it. */
function raiseBefore(
  known: readonly { day: number; price: number }[],
  price: number,
  rules: DealRules,
): RaiseProof | undefined {
  const smooth = smoothed(known, price);
  const raisedAbove = price * (1 + rules.minRaisePercent / 100);
  // Step back over a cut already in progress (it may have begun before today), then over the
  // raised level: the days clearly above today's price.
  let end = smooth.length;
  while (end > 0 && (smooth[end - 1]?.price ?? 0) < raisedAbove) end--;
  let first = end;
  while (first > 0 && (smooth[first - 1]?.price ?? 0) >= raisedAbove) first--;
  const raisedDays = smooth.slice(first, end);
  const raisedStart = raisedDays[0];
  if (!raisedStart || first === 0) return undefined;
  const referenceFrom = raisedStart.day - REFERENCE_DAYS;
  const referenceDays = smooth.slice(0, first).filter((d) => d.day >= referenceFrom);
  if (referenceDays.length < MIN_REFERENCE_DAYS) return undefined;
  const referencePrice = median(referenceDays.map((d) => d.price));
  const raisedPrice = median(raisedDays.map((d) => d.price));
  if (raisedPrice < referencePrice * (1 + rules.minRaisePercent / 100)) return undefined;
  // A cut well below where the price stood before the raise is a real one after all.
  if (price < referencePrice * (1 - rules.cutTolerancePercent / 100)) return undefined;
  return {
    referencePrice,
    raisedDay: raisedStart.day,
    raisedPrice,
    evidenceDays: referenceDays.length + raisedDays.length,
  };
}

/**
 * The verdict on `price`, today's final price on day `today`, given the daily lows of the days
 * before it (any order; days outside the lookback and today itself are ignored).
 */
export function dealVerdict(
  series: readonly DailyPrice[],
  today: number,
  price: number,
  rules: DealRules = DEFAULT_DEAL_RULES,
): DealVerdict {
  const known = series
    .filter(
      (d): d is { day: number; price: number } =>
        d.price !== null && d.day < today && d.day >= today - rules.lookbackDays,
    )
    .sort((a, b) => a.day - b.day);
  const window = known.filter((d) => d.day >= today - MEDIAN_WINDOW_DAYS);
  const dataDays = window.length;
  if (dataDays < rules.minDataDays) return { kind: 'unknown', dataDays };
  const median30 = median(window.map((d) => d.price));
  const dropFen = median30 - price;
  const figures: DropFigures = {
    price,
    median30,
    dropFen,
    dropBasisPoints: median30 > 0 ? Math.floor((dropFen * 10_000) / median30) : 0,
    dataDays,
  };
  // Any cut of the percentage is checked for a raise; only a real one also needs the ¥ amount.
  if (dropFen <= 0 || figures.dropBasisPoints < rules.minDropPercent * 100) {
    return { kind: 'none', ...figures };
  }
  const raise = raiseBefore(known, price, rules);
  if (raise) return { kind: 'fake', ...figures, ...raise };
  return dropFen >= rules.minDropFen ? { kind: 'deal', ...figures } : { kind: 'none', ...figures };
}

/** One run of a price: `ts` starts it, `lastSeen` is the last time it was observed. */
export interface ObservedRun {
  ts: number;
  lastSeen: number;
  finalPrice: number;
}

/**
 * Daily lows from runs (ascending by ts) over days [fromDay, toDay]: a day has a price when an
 * observed stretch of a run, [ts, lastSeen], touches it. `dayOf` maps epoch seconds to days.
 */
export function dailyLows(
  runs: readonly ObservedRun[],
  fromDay: number,
  toDay: number,
  dayOf: (ts: number) => number,
): DailyPrice[] {
  const lows = new Map<number, number>();
  for (const run of runs) {
    const first = Math.max(fromDay, dayOf(run.ts));
    const last = Math.min(toDay, dayOf(Math.max(run.ts, run.lastSeen)));
    for (let day = first; day <= last; day++) {
      const low = lows.get(day);
      if (low === undefined || run.finalPrice < low) lows.set(day, run.finalPrice);
    }
  }
  const out: DailyPrice[] = [];
  for (let day = fromDay; day <= toDay; day++) out.push({ day, price: lows.get(day) ?? null });
  return out;
}
