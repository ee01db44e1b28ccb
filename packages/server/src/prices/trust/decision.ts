import type { PriceObservation } from '../write/points.js';
import { SOURCE, type ReportedFigures } from './policy.js';

/** A product's published run: its prices, texts and start. */
export interface PublishedRun extends ReportedFigures {
  ts: number;
  promo: string | null;
  coupon: string | null;
}

/** What the trust model knows of a report from the extension before it decides. */
export interface TrustFacts {
  /** The product's published run; none while it has no price yet. */
  published: PublishedRun | undefined;
  /** Whether the reporter is a signed-in contributor in good standing (asked only of a priced product). */
  inGoodStanding: boolean;
}

/**
 * What to do with a report: publish it at once (with the source it is stored as, whether it
 * settles the reports waiting on its product, whether the tracker should see the page too), or
 * hold it until others or a trusted source settle it.
 */
export type TrustDecision =
  | {
      kind: 'publish';
      point: PriceObservation;
      source: string;
      settlesWaiting: boolean;
      needsVerification: boolean;
    }
  | { kind: 'hold' };

/** Whether a report says what the published run says, seen since the run began. */
function seenAgain(run: PublishedRun, point: PriceObservation): boolean {
  return (
    point.ts >= run.ts &&
    point.listPrice === run.listPrice &&
    point.finalPrice === run.finalPrice &&
    (point.promo ?? null) === run.promo &&
    (point.coupon ?? null) === run.coupon
  );
}

/**
 * Decides a report (docs/price-trust.md). A product's first price has nobody's word yet: it
 * publishes without the reporter's texts, and the tracker is asked to see it too. A contributor
 * in good standing publishes alone and settles the reports it agrees with; a report of exactly
 * the published run only moves its last sighting. Any other report is held.
 */
export function decideTrust(point: PriceObservation, facts: TrustFacts): TrustDecision {
  const publish = (source: string, settlesWaiting: boolean, needsVerification = false) =>
    ({ kind: 'publish', point, source, settlesWaiting, needsVerification }) as const;
  if (!facts.published) {
    return { ...publish(SOURCE.solo, false, true), point: { ...point, promo: null, coupon: null } };
  }
  if (facts.inGoodStanding) return publish(SOURCE.contributor, true);
  if (seenAgain(facts.published, point)) return publish(SOURCE.solo, false);
  return { kind: 'hold' };
}
