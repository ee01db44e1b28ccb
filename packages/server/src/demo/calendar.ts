import { dayOfDate, yearOfDay } from '../calendar.js';

/** Chinese New Year (春节) dates; the 年货节 is left out for years not listed. */
const CNY: Readonly<Record<number, readonly [number, number]>> = {
  2020: [1, 25],
  2021: [2, 12],
  2022: [2, 1],
  2023: [1, 22],
  2024: [2, 10],
  2025: [1, 29],
  2026: [2, 17],
  2027: [2, 6],
  2028: [1, 26],
  2029: [2, 13],
  2030: [2, 3],
};

/** The shopping festivals that shape demo prices. */
export type SaleKind = '618' | 'double11' | 'newYear' | 'double12' | 'women38' | 'school';

/** One stretch of a festival with a single price level; `peak` is its deepest day. */
export type SaleStage = 'warm1' | 'warm2' | 'peak' | 'main';

/** One festival in one year; days are inclusive Shanghai day numbers. */
export interface SaleEvent {
  kind: SaleKind;
  year: number;
  startDay: number;
  endDay: number;
  stages: readonly { stage: SaleStage; startDay: number; endDay: number }[];
}

function event(
  kind: SaleKind,
  year: number,
  stages: readonly (readonly [SaleStage, number, number])[],
): SaleEvent {
  const list = stages.map(([stage, startDay, endDay]) => ({ stage, startDay, endDay }));
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) throw new Error('a sale needs a stage');
  return { kind, year, startDay: first.startDay, endDay: last.endDay, stages: list };
}

function eventsOfYear(year: number): SaleEvent[] {
  const d = (month: number, date: number) => dayOfDate(year, month, date);
  const events: SaleEvent[] = [];
  const cny = CNY[year];
  if (cny) {
    const day = d(cny[0], cny[1]);
    events.push(event('newYear', year, [['main', day - 35, day - 8]]));
  }
  events.push(event('women38', year, [['main', d(3, 1), d(3, 8)]]));
  events.push(
    event('618', year, [
      ['warm1', d(6, 1), d(6, 10)],
      ['warm2', d(6, 11), d(6, 17)],
      ['peak', d(6, 18), d(6, 18)],
    ]),
  );
  events.push(event('school', year, [['main', d(8, 15), d(9, 5)]]));
  events.push(
    event('double11', year, [
      ['warm1', d(10, 20), d(10, 31)],
      ['warm2', d(11, 1), d(11, 10)],
      ['peak', d(11, 11), d(11, 11)],
    ]),
  );
  events.push(event('double12', year, [['main', d(12, 10), d(12, 12)]]));
  return events;
}

/** Every festival overlapping the inclusive day range, in date order. */
export function saleEvents(firstDay: number, lastDay: number): SaleEvent[] {
  const events: SaleEvent[] = [];
  for (let year = yearOfDay(firstDay) - 1; year <= yearOfDay(lastDay) + 1; year++) {
    for (const e of eventsOfYear(year)) {
      if (e.endDay >= firstDay && e.startDay <= lastDay) events.push(e);
    }
  }
  return events.sort((a, b) => a.startDay - b.startDay);
}

/** Whether a festival is one of the two big ones (618, 双11). */
export function isMajorSale(kind: SaleKind): boolean {
  return kind === '618' || kind === 'double11';
}
