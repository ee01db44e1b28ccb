import { drawCoupon } from './coupons.js';
import { nicePrice } from './money.js';
import { PROMO } from './promos.js';
import { between, intBetween, type Rng } from './random.js';
import { plainQuote, type Quote } from './quote.js';
import type { DemoStoreKey } from './sites.js';

/** Everyday price state between festivals. */
export interface Noise {
  quote: Quote;
  /** Day a flash sale ends on (0 when none runs). */
  flashUntil: number;
}

/** What drives the everyday noise of one listing. */
export interface NoiseContext {
  store: DemoStoreKey;
  /** Chance per day that the everyday offer changes. */
  rate: number;
}

/** The everyday state after one more day: coupons come and go, now and then a 限时秒杀. */
export function nextNoise(
  noise: Noise,
  day: number,
  base: Quote,
  floor: number,
  context: NoiseContext,
  rng: Rng,
): Noise {
  let next =
    noise.flashUntil !== 0 && day >= noise.flashUntil ? { quote: base, flashUntil: 0 } : noise;
  if (rng() >= context.rate) return next;
  const roll = rng();
  if (roll < 0.5) {
    next = { quote: base, flashUntil: 0 };
  } else if (roll < 0.9) {
    const coupon = drawCoupon(context.store, base.final, floor, rng);
    const quote = coupon ? { final: coupon.price, promo: base.promo, coupon: coupon.label } : base;
    next = { quote, flashUntil: 0 };
  } else {
    const final = nicePrice(base.final * (1 - between(rng, 0.02, 0.06)));
    next = { quote: plainQuote(final, PROMO.flash), flashUntil: day + intBetween(rng, 1, 2) };
  }
  return next;
}
