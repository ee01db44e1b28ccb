import { isMajorSale, type SaleEvent } from './calendar.js';
import { drawCoupon } from './coupons.js';
import type { CategorySpec } from './data/index.js';
import { nicePrice } from './money.js';
import { MINOR_SALE_SHARE, SALE_PROMO } from './promos.js';
import { between, intBetween, type Rng } from './random.js';
import type { Quote } from './quote.js';
import type { DemoStoreKey } from './sites.js';

/** A "raised before the sale" episode: list price up from `raiseDay`, "discounted" in the sale. */
export interface FakeWindow {
  raiseDay: number;
  saleStart: number;
  saleEnd: number;
  kind: SaleEvent['kind'];
  raise: number;
}

/** The 618 / 双11 episodes a faking listing stages: each eligible sale with 60 %, at least one. */
export function fakeWindows(
  events: readonly SaleEvent[],
  startDay: number,
  lastDay: number,
  rng: Rng,
): FakeWindow[] {
  const eligible = events.filter(
    (e) => isMajorSale(e.kind) && e.startDay - 60 >= startDay && e.endDay < lastDay,
  );
  const chosen = eligible.filter(() => rng() < 0.6);
  const last = eligible[eligible.length - 1];
  if (chosen.length === 0 && last) chosen.push(last);
  return chosen.map((e) => ({
    raiseDay: e.startDay - intBetween(rng, 14, 35),
    saleStart: e.startDay,
    saleEnd: e.endDay,
    kind: e.kind,
    raise: between(rng, 1.15, 1.4),
  }));
}

/** The raised list price: at least 15 % up even after rounding a cheap price down. */
export function raisedList(list: number, raise: number): number {
  let factor = raise;
  while (nicePrice(list * factor) < list * 1.15) factor += 0.05;
  return nicePrice(list * factor);
}

/** Fraction off the list price in each stage of a festival, or -1 where the listing sits out. */
export function festivalDepths(spec: CategorySpec, event: SaleEvent, rng: Rng): number[] {
  const major = isMajorSale(event.kind);
  const invited = major || event.kind === 'newYear' || event.kind === 'double12';
  const joins = major
    ? rng() < 0.95
    : (invited || spec.extraSales.includes(event.kind)) && rng() < 0.6;
  if (!joins) return event.stages.map(() => -1);
  const [shareMin, shareMax] = MINOR_SALE_SHARE[event.kind];
  const peak =
    between(rng, spec.saleDepth[0], spec.saleDepth[1]) * between(rng, shareMin, shareMax);
  return event.stages.map(({ stage }) => {
    if (stage === 'warm1') return peak * between(rng, 0.35, 0.6);
    if (stage === 'warm2') return peak * between(rng, 0.6, 0.9);
    return peak;
  });
}

/** The festival price of one stage, with a store coupon stacked on top more often than not. */
export function festivalQuote(
  list: number,
  offFraction: number,
  kind: SaleEvent['kind'],
  store: DemoStoreKey,
  rng: Rng,
): Quote {
  const final = nicePrice(list * (1 - Math.min(0.65, offFraction)));
  const coupon = rng() < 0.6 ? drawCoupon(store, final, list * 0.35, rng) : undefined;
  return { final: coupon?.price ?? final, promo: SALE_PROMO[kind], coupon: coupon?.label };
}
