import type { Db } from '../../db/schema.js';
import { AnswerCache, serializeAnswer, type CachedAnswer } from './answerCache.js';
import { productHistory, type HistoryRange } from './history.js';
import { findProductRowById, findProductState, productWithSummary } from './lookup.js';

// Serialized history answers kept in memory (about 5 KB each for a full three-year history).
const HISTORY_CACHE_BYTES = 64 * 1024 * 1024;
// Windowed ranges move with the clock: an answer lives as long as clients may keep it anyway.
const WINDOW_SECONDS = 60;

/**
 * History answers, serialized once and kept while the product's summary revision stays the same
 * (every write to the product moves it, from any process).
 */
export class HistoryAnswers {
  readonly #cache = new AnswerCache(HISTORY_CACHE_BYTES);

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** The serialized history of a product over a range; undefined when the dp id is unknown. */
  async answer(dpId: string, range: HistoryRange): Promise<CachedAnswer | undefined> {
    const now = this.clock();
    const key = `${dpId}:${range}`;
    // Nothing written since the stored answer was last confirmed: no database read at all.
    const stamp = this.db.changeStamp?.();
    const unchanged = stamp === undefined ? undefined : this.#cache.unchangedSince(key, stamp, now);
    if (unchanged) return unchanged;
    const state = await findProductState(this.db, dpId);
    if (!state) return undefined;
    const cached = this.#cache.get(key, state.revision, now, stamp);
    if (cached) return cached;
    const row = await findProductRowById(this.db, state.id);
    if (!row) return undefined;
    const lines = await productHistory(this.db, state.id, range, now);
    const answer = serializeAnswer({ ...productWithSummary(row), range, ...lines });
    // Stored under the revision read first: a write in between only makes it miss later.
    const expires = range === 'all' ? Infinity : now + WINDOW_SECONDS;
    this.#cache.set(key, state.revision, expires, answer, stamp);
    return answer;
  }
}
