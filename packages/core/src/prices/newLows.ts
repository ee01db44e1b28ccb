/**
 * How recently a price must have come down to its all-time low for the lists of historical lows
 * (历史低价) to show it: a price that has sat at its low for months is no news.
 */
export const LOWEST_REACHED_WITHIN_DAYS = 7;
