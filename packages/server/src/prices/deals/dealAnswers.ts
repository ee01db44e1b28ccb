import { shanghaiDay } from '../../calendar.js';
import type { Db } from '../../db/schema.js';
import { AnswerCache, serializeAnswer, type CachedAnswer } from '../read/answerCache.js';
import type { DealQuery } from './dealList.js';

// Serialized deals pages kept in memory (about 20 KB each).
const DEALS_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * Deals pages, serialized once per day and query and kept until the database changes (while
 * that is known); requests that miss together share one build. Every shopper asks the same few
 * pages, so under load the list is served from memory instead of two queries a request.
 */
export class DealAnswers<Page> {
  readonly #cache = new AnswerCache(DEALS_CACHE_BYTES);
  readonly #building = new Map<string, Promise<CachedAnswer>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly build: (query: DealQuery) => Promise<Page>,
  ) {}

  /** The page for `query`: serialized from the cache while the change stamp is known. */
  async answer(query: DealQuery): Promise<CachedAnswer | Page> {
    // Read before building: a write in between (the day's first refresh of the verdicts, a
    // price) only makes the stored page miss later. The day is in the key because the verdicts
    // are today's even when nothing was written overnight.
    const stamp = this.db.answerStamp?.();
    if (stamp === undefined) return this.build(query);
    const key = JSON.stringify([shanghaiDay(this.clock()), query]);
    const cached = this.#cache.get(key, stamp, 0);
    if (cached) return cached;
    const flight = `${key}@${stamp}`;
    let building = this.#building.get(flight);
    if (!building) {
      building = this.#store(key, stamp, query).finally(() => this.#building.delete(flight));
      this.#building.set(flight, building);
    }
    return building;
  }

  async #store(key: string, stamp: string, query: DealQuery): Promise<CachedAnswer> {
    const answer = serializeAnswer(await this.build(query));
    this.#cache.set(key, stamp, Infinity, answer);
    return answer;
  }
}
