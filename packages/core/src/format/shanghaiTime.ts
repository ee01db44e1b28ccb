import { shanghaiIso } from './shanghaiClock.js';

/** A moment to the minute in Asia/Shanghai, as status lines print it: '2024-06-18 23:30'. */
export function formatShanghaiMinute(epochSeconds: number): string {
  return shanghaiIso(epochSeconds).slice(0, 16).replace('T', ' ');
}
