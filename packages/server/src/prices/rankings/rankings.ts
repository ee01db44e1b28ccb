import { shanghaiDay } from '../../calendar.js';
import type { Db } from '../../db/schema.js';
import type { DealRules } from '../deals/verdict.js';
import { productWithSummary, type ProductWithSummary } from '../read/lookup.js';
import { rankMove, type RankMove } from './moves.js';
import { HOT_DAYS, rankingRows, type RankingList, type RankingRow } from './rankingLists.js';
import {
  dropOldSnapshots,
  hasSnapshot,
  keepSnapshot,
  snapshotRanks,
  type SnapshotKey,
} from './snapshots.js';
import { dropOldViews } from './viewCounts.js';

/** A product on a ranking: its place, its move since yesterday and the list's figure. */
export type RankedProduct = ProductWithSummary & {
  rank: number;
  move: RankMove | null;
  /** 降幅 in percent (one decimal), views in 7 days, watchers, or units sold. */
  value: number;
};

function figure(list: RankingList, value: RankingRow['value']): number {
  // Drops are stored in basis points; PostgreSQL answers sums and counts as strings.
  return list === 'drop' ? Math.floor(Number(value) / 10) / 10 : Number(value);
}

/**
 * The rankings as they stand now, each row with its move against yesterday's snapshot of the same
 * list. A list's snapshot of a day is taken the first time that day's list is asked for (with
 * products on it), so tomorrow's moves compare with the list as the day's first visitor saw it.
 */
export class Rankings {
  #day = -1;
  // Lists (per category) whose snapshot of #day is known to be kept.
  readonly #kept = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly rules: DealRules,
    private readonly verdictsReady: (now: number) => Promise<void>,
  ) {}

  /** A list in rank order (at most 50), overall or of one category. */
  async list(list: RankingList, category?: string): Promise<RankedProduct[]> {
    const now = this.clock();
    const day = shanghaiDay(now);
    await this.#startDay(day);
    if (list === 'drop') await this.verdictsReady(now);
    const rows = await rankingRows(this.db, list, day, this.rules, category);
    const key: SnapshotKey = { list, category: category ?? '' };
    await this.#keepFirst(key, day, rows, now);
    const yesterday = await snapshotRanks(this.db, key, day - 1);
    return rows.map((row, index) => ({
      ...productWithSummary(row),
      rank: index + 1,
      move: rankMove(index + 1, yesterday, row.id),
      value: figure(list, row.value),
    }));
  }

  // The daily step: what no list reads any more goes.
  async #startDay(day: number): Promise<void> {
    if (this.#day === day) return;
    this.#day = day;
    this.#kept.clear();
    await dropOldSnapshots(this.db, day);
    await dropOldViews(this.db, day, HOT_DAYS);
  }

  async #keepFirst(
    key: SnapshotKey,
    day: number,
    rows: readonly RankingRow[],
    now: number,
  ): Promise<void> {
    const name = `${key.list}/${key.category}`;
    if (this.#kept.has(name)) return;
    if (!(await hasSnapshot(this.db, key, day))) {
      if (rows.length === 0) return;
      await keepSnapshot(
        this.db,
        key,
        day,
        rows.map((row) => row.id),
        now,
      );
    }
    this.#kept.add(name);
  }
}
