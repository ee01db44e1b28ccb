import { niceAmount, YUAN } from './money.js';
import { between, pick, type Rng } from './random.js';
import type { DemoStoreKey } from './sites.js';

type CouponRule =
  | { kind: 'over'; threshold: number; off: number }
  | { kind: 'each'; threshold: number; off: number }
  | { kind: 'instant' };

const over = (threshold: number, off: number): CouponRule => ({ kind: 'over', threshold, off });
const each = (threshold: number, off: number): CouponRule => ({ kind: 'each', threshold, off });
const INSTANT: CouponRule = { kind: 'instant' };

/**
 * Coupons each store hands out to anyone; thresholds and amounts in yuan. Member prices (PLUS,
 * 88VIP) are not among them: only members pay those, so they are never a 到手价.
 */
const RULES: Readonly<Record<DemoStoreKey, readonly CouponRule[]>> = {
  jd: [over(300, 40), each(200, 20), over(1000, 100), over(5000, 300), over(199, 20), over(99, 10)],
  tmall: [each(300, 50), over(199, 20), over(2000, 100), over(5000, 300)],
  taobao: [over(99, 10), over(199, 20), over(1000, 50), INSTANT],
  pdd: [over(199, 10), over(2000, 50), INSTANT, INSTANT],
  suning: [over(300, 40), over(1000, 100), over(5000, 300)],
  vip: [over(299, 30), over(599, 80)],
};

/** A coupon taken off a price. */
export interface AppliedCoupon {
  label: string;
  price: number;
}

function apply(rule: CouponRule, price: number, rng: Rng): AppliedCoupon | undefined {
  const yuan = price / YUAN;
  switch (rule.kind) {
    case 'over':
      if (rule.threshold > yuan || rule.off > yuan * 0.15 || rule.off < yuan * 0.01) return;
      return { label: `满${rule.threshold}减${rule.off}`, price: price - rule.off * YUAN };
    case 'each': {
      if (rule.threshold > yuan || yuan > rule.threshold * 10) return;
      const off = Math.floor(yuan / rule.threshold) * rule.off * YUAN;
      return { label: `每满${rule.threshold}减${rule.off}`, price: price - off };
    }
    case 'instant': {
      const off = niceAmount(price, price * between(rng, 0.03, 0.08));
      if (off <= 0) return;
      return { label: `领券立减${off / YUAN}`, price: price - off };
    }
  }
}

/**
 * One of the store's coupons that fits the price, or none. Amounts keep the price's shop-like
 * ending; a coupon that would take more than `floor` off is not offered.
 */
export function drawCoupon(
  store: DemoStoreKey,
  price: number,
  floor: number,
  rng: Rng,
): AppliedCoupon | undefined {
  const coupon = apply(pick(rng, RULES[store]), price, rng);
  if (!coupon || coupon.price < floor || coupon.price >= price) return undefined;
  return coupon;
}
