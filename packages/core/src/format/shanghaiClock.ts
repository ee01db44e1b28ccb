// Moments are told in Asia/Shanghai (DESIGN.md), whatever the visitor's own time zone. Shanghai
// has kept UTC+8 without summer time since 1991, so its wall clock is UTC's eight hours on, read
// with Date's UTC fields. Intl.DateTimeFormat would tell the same, but a page's first time-zone
// formatter costs some 60 ms of the main thread (ICU loading its zone data) before it hydrates.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Shanghai's wall clock at a moment: calendar fields from 1 (month, day) and the time of day. */
export interface ShanghaiClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Shanghai's wall clock at `epochSeconds` (exact from 1992 on). */
export function shanghaiClock(epochSeconds: number): ShanghaiClock {
  const shifted = new Date(epochSeconds * 1000 + SHANGHAI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** Shanghai's wall clock ISO style, to the second: '2024-06-18T23:30:05'. Throws on NaN. */
export function shanghaiIso(epochSeconds: number): string {
  return new Date(epochSeconds * 1000 + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19);
}
