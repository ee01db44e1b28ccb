import { shanghaiDay } from '../../calendar.js';
import type { Db } from '../../db/schema.js';
import { StampedAnswers } from '../read/stampedAnswers.js';
import type { DealQuery } from './dealList.js';

// Serialized deals pages kept in memory (about 20 KB each).
const DEALS_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * Deals pages, serialized once per day and query and kept until the database changes: every
 * shopper asks the same few pages, so under load the list is served from memory instead of two
 * queries a request. The day is in the key because the verdicts are today's even when nothing
 * was written overnight (the day's first build refreshes them, which moves the stamp).
 */
export function dealAnswers<Page>(
  db: Db,
  clock: () => number,
  build: (query: DealQuery) => Promise<Page>,
): StampedAnswers<DealQuery, Page> {
  return new StampedAnswers(
    db,
    DEALS_CACHE_BYTES,
    (query) => JSON.stringify([shanghaiDay(clock()), query]),
    build,
  );
}
