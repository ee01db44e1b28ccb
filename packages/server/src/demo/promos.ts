import type { SaleKind } from './calendar.js';

/** What a listing shows during each festival. */
export const SALE_PROMO: Readonly<Record<SaleKind, string>> = {
  '618': '618大促',
  double11: '双11狂欢价',
  newYear: '年货节特惠',
  double12: '双12好价',
  women38: '38女神节',
  school: '开学季特惠',
};

/** Promotion texts outside festivals. */
export const PROMO = {
  flash: '限时秒杀',
  subsidy: '百亿补贴',
  clearance: '官方直降',
} as const;

/** Share of a 618 / 双11 peak discount that smaller festivals give. */
export const MINOR_SALE_SHARE: Readonly<Record<SaleKind, readonly [number, number]>> = {
  '618': [1, 1],
  double11: [1, 1],
  newYear: [0.4, 0.75],
  double12: [0.3, 0.6],
  women38: [0.5, 0.8],
  school: [0.4, 0.7],
};
