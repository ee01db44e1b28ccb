import type { Db } from '../../db/schema.js';
import { AnswerCache, serializedText, type CachedAnswer } from './answerCache.js';
import type { HistoryRange } from './history.js';
import { historyText } from './historyText.js';
import { findProductState } from './lookup.js';

// Serialized history answers kept in memory (about 5 KB each for a full three-year history).
const HISTORY_CACHE_BYTES = 64 * 1024 * 1024;
// Windowed ranges move with the clock: an answer lives as long as clients may keep it anyway.
const WINDOW_SECONDS = 60;

/**
 * History answers, serialized once and kept while the product's summary revision stays the same
 * (every write to the product moves it, from any process). Requests that miss together share one
 * build: of the revision they read, or of a never-built answer while nothing was written since
 * that build began.
 */
export class HistoryAnswers {
  readonly #cache = new AnswerCache(HISTORY_CACHE_BYTES);
  readonly #building = new Map<string, Promise<CachedAnswer | undefined>>();
  #builds = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** How many answers were built (read and serialized) rather than served from the cache. */
  get builds(): number {
    return this.#builds;
  }

  /**
   * The stored answer when nothing was written since it was last confirmed current, read from
   * memory alone; undefined when only the database can tell.
   */
  current(dpId: string, range: HistoryRange): CachedAnswer | undefined {
    const stamp = this.db.answerStamp?.();
    return stamp === undefined
      ? undefined
      : this.#cache.unchangedSince(`${dpId}:${range}`, stamp, this.clock());
  }

  /** The serialized history of a product over a range; undefined when the dp id is unknown. */
  async answer(dpId: string, range: HistoryRange): Promise<CachedAnswer | undefined> {
    const now = this.clock();
    const key = `${dpId}:${range}`;
    const stamp = this.db.answerStamp?.();
    if (stamp !== undefined) {
      // Nothing written since the stored answer was last confirmed: no database read at all.
      const unchanged = this.#cache.unchangedSince(key, stamp, now);
      if (unchanged) return unchanged;
      // Never built: its first build reads the revision along with everything else.
      if (!this.#cache.has(key)) return this.#share(`${key}#${stamp}`, dpId, range, now, stamp);
    }
    const state = await findProductState(this.db, dpId);
    if (!state) return undefined;
    const cached = this.#cache.get(key, state.revision, now, stamp);
    if (cached) return cached;
    return this.#share(`${key}@${state.revision}`, dpId, range, now, stamp);
  }

  #share(
    flight: string,
    dpId: string,
    range: HistoryRange,
    now: number,
    stamp: string | undefined,
  ): Promise<CachedAnswer | undefined> {
    let building = this.#building.get(flight);
    if (!building) {
      building = this.#build(dpId, range, now, stamp).finally(() => this.#building.delete(flight));
      this.#building.set(flight, building);
    }
    return building;
  }

  async #build(
    dpId: string,
    range: HistoryRange,
    now: number,
    stamp: string | undefined,
  ): Promise<CachedAnswer | undefined> {
    this.#builds += 1;
    const found = await historyText(this.db, dpId, range, now);
    if (!found) return undefined;
    const { row, text } = found;
    const answer = serializedText(text);
    // Stored under the revision read with (or before) the runs: a later write only makes it miss.
    const expires = range === 'all' ? Infinity : now + WINDOW_SECONDS;
    this.#cache.set(`${dpId}:${range}`, row.revision ?? -1, expires, answer, stamp);
    return answer;
  }
}
