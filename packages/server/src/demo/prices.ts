import { dayStartTs } from '../calendar.js';
import type { CategorySpec } from './data/index.js';
import { fakeWindows, festivalDepths, festivalQuote, raisedList } from './festivals.js';
import type { ListStep } from './listPath.js';
import { nicePrice } from './money.js';
import { nextNoise, type Noise } from './noise.js';
import { PROMO, SALE_PROMO } from './promos.js';
import { plainQuote, type Quote } from './quote.js';
import { between, intBetween, pick, type Rng } from './random.js';
import type { DemoStoreKey } from './sites.js';
import type { Timeline } from './timeline.js';
import type { DemoPricePoint } from './types.js';

/** How one store listing prices its goods over time. */
export interface ListingPlan {
  store: DemoStoreKey;
  spec: CategorySpec;
  /** Fen, before rounding: the cluster's base price times the store's factor. */
  basePrice: number;
  steps: readonly ListStep[];
  startDay: number;
  /** May raise its list price before a 618 / 双11 and "discount" it back. */
  mayFake: boolean;
  /** Ends on an all-time low. */
  newLow: boolean;
  /** A Pinduoduo 百亿补贴 listing. */
  subsidy: boolean;
}

/** A listing's history and whether the raised-before-sale pattern was applied. */
export interface PriceHistory {
  points: DemoPricePoint[];
  raisedBeforeSale: boolean;
}

/** Hours (Shanghai) at which everyday offers change; festival stages change at midnight. */
const HOURS = [8, 9, 10, 12, 14, 15, 18, 20, 21, 22];

// Regimes other than a festival stage (those are eventIndex * 8 + stageIndex).
const EVERYDAY = -1;
const CLEARANCE = -2;
const FAKE_RAISE = -3;
const FAKE_SALE = -4;

function sameQuote(point: DemoPricePoint, list: number, quote: Quote): boolean {
  return (
    point.listPrice === list &&
    point.finalPrice === quote.final &&
    point.promo === quote.promo &&
    point.coupon === quote.coupon
  );
}

/**
 * A run-length price history for one listing: festival prices, coupons and flash sales on top
 * of the list-price path, at most one change per Shanghai day.
 */
export function priceHistory(plan: ListingPlan, timeline: Timeline, rng: Rng): PriceHistory {
  const { firstDay, lastDay, now, events } = timeline;
  const fakes = plan.mayFake ? fakeWindows(events, plan.startDay, lastDay, rng) : [];
  const everyday = between(rng, plan.spec.everyday[0], plan.spec.everyday[1]);
  const subsidy = plan.subsidy ? between(rng, 0.03, 0.1) : 0;
  const noiseContext = { store: plan.store, rate: between(rng, 0.15, 0.6) };
  const clearanceDay =
    plan.newLow && fakes.length === 0 && plan.startDay < lastDay - 60
      ? lastDay - intBetween(rng, 3, 25)
      : Infinity;
  const depths = new Map<number, number[]>();
  const depthOf = (eventIndex: number, stageIndex: number): number => {
    const event = events[eventIndex];
    if (!event || stageIndex < 0) return -1;
    let stages = depths.get(eventIndex);
    if (!stages) {
      stages = festivalDepths(plan.spec, event, rng);
      depths.set(eventIndex, stages);
    }
    return stages[stageIndex] ?? -1;
  };

  const points: DemoPricePoint[] = [];
  let stepIndex = 0;
  let normalList = nicePrice(plan.basePrice * (plan.steps[0]?.factor ?? 1));
  let previousList = -1;
  let previousRegime = Number.NaN;
  let quote: Quote = plainQuote(0);
  let noise: Noise = { quote, flashUntil: 0 };
  let minFinal = Infinity;
  let clearance: { list: number; quote: Quote } | undefined;
  const basePromo = plan.subsidy ? PROMO.subsidy : undefined;
  let baseList = -1;
  let base = quote;

  for (let day = plan.startDay; day <= lastDay; day++) {
    while ((plan.steps[stepIndex + 1]?.day ?? Infinity) <= day) {
      stepIndex++;
      normalList = nicePrice(plan.basePrice * (plan.steps[stepIndex]?.factor ?? 1));
    }
    const fake =
      fakes.length === 0 ? undefined : fakes.find((f) => day >= f.raiseDay && day <= f.saleEnd);
    if (day >= clearanceDay && !clearance) {
      const list = nicePrice(normalList * between(rng, 0.85, 0.93));
      const final = Math.min(list, nicePrice(minFinal * between(rng, 0.88, 0.96)));
      clearance = { list, quote: plainQuote(final, PROMO.clearance) };
    }
    const list = clearance?.list ?? (fake ? raisedList(normalList, fake.raise) : normalList);
    const eventIndex = timeline.eventOfDay[day - firstDay] ?? -1;
    const stageIndex = timeline.stageOfDay[day - firstDay] ?? -1;
    const depth = clearance || fake || eventIndex < 0 ? -1 : depthOf(eventIndex, stageIndex);
    let regime = EVERYDAY;
    if (clearance) regime = CLEARANCE;
    else if (fake) regime = day >= fake.saleStart ? FAKE_SALE : FAKE_RAISE;
    else if (depth >= 0) regime = eventIndex * 8 + stageIndex;
    const changed = list !== previousList || regime !== previousRegime;
    if (list !== baseList) {
      baseList = list;
      base = plainQuote(nicePrice(list * (1 - everyday - subsidy)), basePromo);
    }

    if (regime === EVERYDAY) {
      if (changed) noise = { quote: base, flashUntil: 0 };
      noise = nextNoise(noise, day, base, list * 0.35, noiseContext, rng);
      quote = noise.quote;
    } else if (changed) {
      if (clearance) quote = clearance.quote;
      else if (fake && regime === FAKE_SALE) {
        // nicePrice rounds down, so starting from the old list keeps "about the old price".
        const final = Math.min(list, nicePrice(normalList * between(rng, 1, 1.05)));
        quote = plainQuote(final, SALE_PROMO[fake.kind]);
      } else if (fake) quote = plainQuote(list);
      else {
        const event = events[eventIndex];
        quote = festivalQuote(
          list,
          everyday + subsidy + depth,
          event?.kind ?? '618',
          plan.store,
          rng,
        );
        const isPeak = event?.stages[stageIndex]?.stage === 'peak';
        const before = points[points.length - 1];
        // A stacked coupon can make a warm-up stage cheaper; the peak day must stay the low.
        if (isPeak && before && previousRegime >= 0 && quote.final >= before.finalPrice) {
          quote = { ...quote, final: nicePrice(before.finalPrice * between(rng, 0.95, 0.99)) };
        }
      }
    }
    previousList = list;
    previousRegime = regime;

    const last = points[points.length - 1];
    if (last && sameQuote(last, list, quote)) continue;
    const ts = dayStartTs(day) + (changed ? 0 : pick(rng, HOURS) * 3600);
    if (ts > now) continue;
    const point: DemoPricePoint = { ts, listPrice: list, finalPrice: Math.min(list, quote.final) };
    if (quote.promo !== undefined) point.promo = quote.promo;
    if (quote.coupon !== undefined) point.coupon = quote.coupon;
    points.push(point);
    minFinal = Math.min(minFinal, point.finalPrice);
  }
  return { points, raisedBeforeSale: fakes.length > 0 };
}
