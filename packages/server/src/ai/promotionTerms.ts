import { describeRule } from '@pricetrail/core';
import type { PromotionTerms } from './promotions.js';

/** A read rule in our own words: 满300减40, 每满200减30, 8.5折, 领券减20, 定金50抵150. */
export function describeTerms(terms: PromotionTerms): string {
  return describeRule(terms);
}

/** Every amount (fen) a read rule names, which an answer may state. */
export function termsFigures(terms: PromotionTerms): number[] {
  switch (terms.kind) {
    case 'over':
    case 'each':
      return [terms.threshold, terms.amount];
    case 'coupon':
      return [terms.amount];
    case 'deposit':
      return [terms.deposit, terms.worth];
    default:
      return [];
  }
}
