import { DAY_S, shanghaiDay } from '../calendar.js';
import { isMajorSale, saleEvents, type SaleEvent } from './calendar.js';

/** Days before a 618 / 双11 in which ordinary list-price moves are not scheduled. */
export const QUIET_DAYS_BEFORE_SALE = 63;

/** Everything about the history window that every listing shares; built once per catalogue. */
export interface Timeline {
  now: number;
  /** First and last Shanghai days of the history (inclusive). */
  firstDay: number;
  lastDay: number;
  events: readonly SaleEvent[];
  /** Per day from firstDay: index into `events`, or -1. */
  eventOfDay: Int16Array;
  /** Per day from firstDay: index of the event's stage, or -1. */
  stageOfDay: Int8Array;
  /**
   * Per day from firstDay: 1 inside the run-up to a 618 / 双11 or the sale itself; list prices
   * only move there in the "raised before the sale" pattern, so that pattern stays detectable.
   */
  quiet: Uint8Array;
}

/** The shared timeline for a history of `years` × 365 days ending at `now`. */
export function buildTimeline(now: number, years: number): Timeline {
  const lastDay = shanghaiDay(now);
  // The first whole Shanghai day that starts inside the window, so no point predates it.
  const firstDay = shanghaiDay(now - Math.floor(years * 365 * DAY_S) - 1) + 1;
  const days = lastDay - firstDay + 1;
  const events = saleEvents(firstDay, lastDay);
  const eventOfDay = new Int16Array(days).fill(-1);
  const stageOfDay = new Int8Array(days).fill(-1);
  const quiet = new Uint8Array(days);
  events.forEach((event, index) => {
    event.stages.forEach((stage, stageIndex) => {
      for (let d = stage.startDay; d <= stage.endDay; d++) {
        if (d < firstDay || d > lastDay) continue;
        eventOfDay[d - firstDay] = index;
        stageOfDay[d - firstDay] = stageIndex;
      }
    });
    if (!isMajorSale(event.kind)) return;
    for (let d = event.startDay - QUIET_DAYS_BEFORE_SALE; d <= event.endDay + 3; d++) {
      if (d >= firstDay && d <= lastDay) quiet[d - firstDay] = 1;
    }
  });
  return { now, firstDay, lastDay, events, eventOfDay, stageOfDay, quiet };
}
