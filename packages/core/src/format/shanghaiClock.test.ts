import { describe, expect, test } from 'vitest';
import { shanghaiClock, shanghaiIso } from './shanghaiClock.js';

const shanghaiFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

describe('shanghaiClock', () => {
  test('reads what the time-zone database says of Asia/Shanghai, 1992 to 2040, every 7 h 13 min', () => {
    const step = 7 * 3600 + 13 * 60 + 7;
    for (
      let moment = Date.UTC(1992, 0, 1) / 1000;
      moment < Date.UTC(2040, 0, 1) / 1000;
      moment += step
    ) {
      const { year, month, day, hour, minute, second } = shanghaiClock(moment);
      const pad = (value: number) => String(value).padStart(2, '0');
      const ours = `${year}-${pad(month)}-${pad(day)}, ${pad(hour)}:${pad(minute)}:${pad(second)}`;
      expect(`${moment}: ${ours}`).toBe(`${moment}: ${shanghaiFormat.format(moment * 1000)}`);
    }
  });

  test('writes the wall clock ISO style, across the day line', () => {
    expect(shanghaiIso(Date.UTC(2024, 5, 18, 15, 30, 5) / 1000)).toBe('2024-06-18T23:30:05');
    expect(shanghaiIso(Date.UTC(2025, 11, 31, 16) / 1000)).toBe('2026-01-01T00:00:00');
  });

  test('refuses a moment that is not a number', () => {
    expect(() => shanghaiIso(Number.NaN)).toThrow(RangeError);
  });
});
