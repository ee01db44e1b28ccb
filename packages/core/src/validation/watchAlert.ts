// The bounds of a watch's alert settings: the server refuses a value outside them and the
// browser's forms check the same, so both read them from here.

/** Smallest and largest drop in % a 降幅达到 alert may wait for. */
export const ALERT_PERCENT_RANGE = { min: 1, max: 90 } as const;

/** Shortest and longest N, in days, a 近 N 天最低 alert may look back over. */
export const ALERT_DAYS_RANGE = { min: 7, max: 365 } as const;

/** Shortest and longest quiet interval, in hours, between two alerts of one watch. */
export const ALERT_INTERVAL_RANGE = { min: 1, max: 720 } as const;
