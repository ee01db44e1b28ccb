/**
 * The constants of the price trust model; docs/price-trust.md explains each choice.
 */

/** Most a report may move a price on its reporter's word alone (0.5 = ±50%). */
export const MAX_MOVE = 0.5;
/** The window over which solo moves add up: at most MAX_MOVE from the price at its start. */
export const DRIFT_WINDOW = 24 * 3_600;
/** How long a pending report waits for corroboration. */
export const CORROBORATION_WINDOW = 6 * 3_600;
/** Distinct networks (and distinct reporters) that must agree on a price to publish it. */
export const CORROBORATING_NETWORKS = 2;
/** Two prices agree when they differ by at most this share of the larger one. */
export const AGREEMENT = 0.02;
/** How far from the server's now a reported `observedAt` may be, either way. */
export const REPORT_CLOCK_SKEW = 10 * 60;
/** Contradicted reports within STRIKE_WINDOW after which a reporter no longer corroborates. */
export const STRIKES = 3;
/** How long a contradicted report counts against its reporter. */
export const STRIKE_WINDOW = 7 * 86_400;
/** A contributor in good standing: account at least this old… */
export const GOOD_STANDING_AGE = 30 * 86_400;
/** …with at least this many reports later published by others' corroboration… */
export const GOOD_STANDING_CONFIRMED = 5;
/** …and no report contradicted within this window. */
export const GOOD_STANDING_CLEAN = 30 * 86_400;

/** Where published prices came from, as stored in `price_points.source`. */
export const SOURCE = {
  /** One anonymous or signed-in reporter, within the guard. */
  solo: 'extension',
  /** Reports from distinct networks that agreed. */
  corroborated: 'corroborated',
  /** A signed-in contributor in good standing. */
  contributor: 'contributor',
} as const;

/** Whether `price` is within the guard of `reference`. */
export function withinGuard(price: number, reference: number): boolean {
  return Math.abs(price - reference) <= reference * MAX_MOVE;
}

/** Whether two prices are the same price as far as corroboration goes. */
export function agrees(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(a, b) * AGREEMENT;
}

/** The figures a report publishes: 页面价 and 到手价 (fen). */
export interface ReportedFigures {
  listPrice: number;
  finalPrice: number;
}

/** Whether every figure of a report is within the guard of the same figure of `reference`. */
export function figuresWithinGuard(report: ReportedFigures, reference: ReportedFigures): boolean {
  return (
    withinGuard(report.listPrice, reference.listPrice) &&
    withinGuard(report.finalPrice, reference.finalPrice)
  );
}

/** Whether two reports (or a report and a trusted reading) agree on every figure. */
export function figuresAgree(a: ReportedFigures, b: ReportedFigures): boolean {
  return agrees(a.listPrice, b.listPrice) && agrees(a.finalPrice, b.finalPrice);
}

/** Why a reporter's `observedAt` is refused, or undefined when it is near the server's now. */
export function reportTimeProblem(observedAt: number, now: number): string | undefined {
  return Math.abs(observedAt - now) > REPORT_CLOCK_SKEW
    ? `观察时间与服务器时间相差超过 ${REPORT_CLOCK_SKEW / 60} 分钟，请校准本机时间后重试`
    : undefined;
}
