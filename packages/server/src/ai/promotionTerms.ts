import { fenToYuanText } from '@pricetrail/core';
import type { PromotionTerms } from './promotions.js';

/** A read rule in our own words: 满300减40, 每满200减30, 8.5折, 领券减20, 定金50抵150. */
export function describeTerms(terms: PromotionTerms): string {
  const yuan = fenToYuanText;
  switch (terms.kind) {
    case 'over':
    case 'each': {
      const where = terms.crossStore ? '跨店' : '';
      const every = terms.kind === 'each' ? '每' : '';
      return `${where}${every}满${yuan(terms.threshold)}减${yuan(terms.amount)}`;
    }
    case 'discount':
      return `${terms.payPercent / 10}折`;
    case 'secondHalf':
      return '第二件半价';
    case 'coupon':
      return `领券减${yuan(terms.amount)}`;
    case 'deposit':
      return `定金${yuan(terms.deposit)}抵${yuan(terms.worth)}`;
  }
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
