import { sql } from 'kysely';
import type { DbHandle } from '../db/schema.js';
import { offsetOf, type Page, type Paging } from '../db/paging.js';
import { toWatchItem, watchRows, type WatchItem } from './watchItems.js';

/** `all` every item, `reduce` only those cheaper now than when saved. */
export type WatchTab = 'all' | 'reduce';

/** `date` newest first, `drop` biggest drop first, `price` cheapest first. */
export type WatchSort = 'date' | 'drop' | 'price';

/** What the collection page asks for. */
export interface WatchQuery extends Paging {
  tab: WatchTab;
  sort: WatchSort;
  /** Only this group's items. */
  group?: string | undefined;
}

/** The header's counts: every item, and those cheaper now than when saved. */
export interface WatchStat {
  all: number;
  reduce: number;
}

/** A page of the collection with its counts and the user's group names. */
export interface WatchPage extends Page<WatchItem> {
  stat: WatchStat;
  groups: string[];
}

const REDUCED = sql<boolean>`s.current_final < w.saved_price`;
const GROUP_ORDER = new Intl.Collator('zh-CN');

// Items without the figure a sort needs go last on both engines (their NULL orders differ).
function sorted(query: ReturnType<typeof watchRows>, sort: WatchSort) {
  if (sort === 'drop') {
    return query
      .orderBy(sql`case when s.current_final is null or w.saved_price is null then 1 else 0 end`)
      .orderBy(sql`(w.saved_price - s.current_final) * 1.0 / w.saved_price`, 'desc')
      .orderBy('w.id', 'desc');
  }
  if (sort === 'price') {
    return query
      .orderBy(sql`case when s.current_final is null then 1 else 0 end`)
      .orderBy('s.current_final')
      .orderBy('w.id', 'desc');
  }
  return query.orderBy('w.created_at', 'desc').orderBy('w.id', 'desc');
}

/** Per group name (null: no group): how many items, and how many are cheaper now. */
async function groupCounts(db: DbHandle, userId: number) {
  return db.kysely
    .selectFrom('watch_items as w')
    .leftJoin('product_summaries as s', 's.product_id', 'w.product_id')
    .select([
      'w.group_name',
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`sum(case when ${REDUCED} then 1 else 0 end)`.as('reduced'),
    ])
    .where('w.user_id', '=', userId)
    .groupBy('w.group_name')
    .execute();
}

/** One page of the user's collection, its counts and group names: two queries for any size. */
export async function listWatchItems(
  db: DbHandle,
  userId: number,
  query: WatchQuery,
): Promise<WatchPage> {
  const { tab, sort, group, page, pageSize } = query;
  let rowsQuery = sorted(watchRows(db, userId), sort).limit(pageSize).offset(offsetOf(query));
  if (tab === 'reduce') rowsQuery = rowsQuery.where(REDUCED);
  if (group !== undefined) rowsQuery = rowsQuery.where('w.group_name', '=', group);
  const [rows, counts] = await Promise.all([rowsQuery.execute(), groupCounts(db, userId)]);
  const stat: WatchStat = { all: 0, reduce: 0 };
  const groups: string[] = [];
  let total = 0;
  for (const { group_name, n, reduced } of counts) {
    stat.all += n;
    stat.reduce += reduced;
    if (group_name === null) continue;
    groups.push(group_name);
    if (group_name === group) total = tab === 'reduce' ? reduced : n;
  }
  if (group === undefined) total = tab === 'reduce' ? stat.reduce : stat.all;
  return {
    items: rows.map(toWatchItem),
    stat,
    groups: groups.sort(GROUP_ORDER.compare),
    page,
    pageSize,
    total,
  };
}

/** Which of `dpIds` the user watches. */
export async function savedDpIds(
  db: DbHandle,
  userId: number,
  dpIds: readonly string[],
): Promise<string[]> {
  if (dpIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('watch_items as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .select('p.dp_id')
    .where('w.user_id', '=', userId)
    .where('p.dp_id', 'in', dpIds)
    .execute();
  return rows.map((row) => row.dp_id);
}
