import type { Db } from '../../db/schema.js';
import { StampedAnswers } from './stampedAnswers.js';

// Serialized list answers kept in memory per kind of list (each a few KB to 20 KB).
const LIST_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * List answers kept until the database changes or the minute turns, whichever comes first. The
 * minute bounds what the change stamp does not see: coupons and events ending by the clock, and
 * writes the stamp does not follow (another PostgreSQL instance's views or promotion imports).
 */
export function minuteAnswers<Query, Answer>(
  db: Db,
  clock: () => number,
  build: (query: Query) => Promise<Answer>,
): StampedAnswers<Query, Answer> {
  return new StampedAnswers(
    db,
    LIST_CACHE_BYTES,
    (query) => JSON.stringify([Math.floor(clock() / 60), query]),
    build,
  );
}
