import type { Db } from '../../db/schema.js';
import { AnswerCache, serializeAnswer, type CachedAnswer } from './answerCache.js';

/**
 * Answers to list queries (search pages, deals pages), serialized once and kept until the
 * database changes, while its change stamp is known; requests that miss together share one build.
 * Without a stamp every answer is built afresh and returned as a plain value.
 */
export class StampedAnswers<Query, Answer> {
  readonly #cache: AnswerCache;
  readonly #building = new Map<string, Promise<CachedAnswer>>();

  constructor(
    private readonly db: Db,
    maxBytes: number,
    private readonly keyOf: (query: Query) => string,
    private readonly build: (query: Query) => Promise<Answer>,
  ) {
    this.#cache = new AnswerCache(maxBytes);
  }

  /** The answer to `query`: from the cache while the change stamp is known, else built anew. */
  async answer(query: Query): Promise<CachedAnswer | Answer> {
    // Read before building: a write in between only makes the stored answer miss later.
    const stamp = this.db.answerStamp?.();
    if (stamp === undefined) return this.build(query);
    const key = this.keyOf(query);
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

  async #store(key: string, stamp: string, query: Query): Promise<CachedAnswer> {
    const answer = serializeAnswer(await this.build(query));
    this.#cache.set(key, stamp, Infinity, answer);
    return answer;
  }
}
