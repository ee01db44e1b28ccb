import type { Db } from '../../db/schema.js';
import { AnswerCache, serializeAnswer, type CachedAnswer } from '../read/answerCache.js';
import { searchProducts, type SearchPage, type SearchQuery } from './searchProducts.js';

// Serialized search pages kept in memory (about 12 KB each).
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/** Search pages, serialized once and kept until the database changes (where that is cheap to see). */
export class SearchAnswers {
  readonly #cache = new AnswerCache(SEARCH_CACHE_BYTES);

  constructor(private readonly db: Db) {}

  /**
   * One page of results: serialized from the cache where the engine has a change stamp,
   * otherwise searched afresh as a plain page.
   */
  async answer(query: SearchQuery): Promise<CachedAnswer | SearchPage> {
    // Read before searching: a write in between only makes the stored page miss later.
    const stamp = this.db.changeStamp?.();
    if (stamp === undefined) return searchProducts(this.db, query);
    const { q, page, category, filters } = query;
    const key = JSON.stringify([q ?? '', page, category ?? '', filters]);
    let answer = this.#cache.get(key, stamp, 0);
    if (!answer) {
      answer = serializeAnswer(await searchProducts(this.db, query));
      this.#cache.set(key, stamp, Infinity, answer);
    }
    return answer;
  }
}
