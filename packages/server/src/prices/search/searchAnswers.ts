import type { Db } from '../../db/schema.js';
import { AnswerCache, serializeAnswer, type CachedAnswer } from '../read/answerCache.js';
import { searchProducts, type SearchPage, type SearchQuery } from './searchProducts.js';

// Serialized search pages kept in memory (about 12 KB each).
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Search pages, serialized once and kept until the database changes (while that is known);
 * requests that miss together share one search.
 */
export class SearchAnswers {
  readonly #cache = new AnswerCache(SEARCH_CACHE_BYTES);
  readonly #building = new Map<string, Promise<CachedAnswer>>();

  constructor(private readonly db: Db) {}

  /**
   * One page of results: serialized from the cache while the engine's answer stamp is known,
   * otherwise searched afresh as a plain page.
   */
  async answer(query: SearchQuery): Promise<CachedAnswer | SearchPage> {
    // Read before searching: a write in between only makes the stored page miss later.
    const stamp = this.db.answerStamp?.();
    if (stamp === undefined) return searchProducts(this.db, query);
    const { q, page, category, filters } = query;
    const key = JSON.stringify([q ?? '', page, category ?? '', filters]);
    const cached = this.#cache.get(key, stamp, 0);
    if (cached) return cached;
    const flight = `${key}@${stamp}`;
    let building = this.#building.get(flight);
    if (!building) {
      building = this.#build(key, stamp, query).finally(() => this.#building.delete(flight));
      this.#building.set(flight, building);
    }
    return building;
  }

  async #build(key: string, stamp: string, query: SearchQuery): Promise<CachedAnswer> {
    const answer = serializeAnswer(await searchProducts(this.db, query));
    this.#cache.set(key, stamp, Infinity, answer);
    return answer;
  }
}
