import type { Db } from '../../db/schema.js';
import { statement, type Statement } from '../../db/statements.js';
import type { DealRules } from '../deals/verdict.js';
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummaryRow } from '../read/lookup.js';

/** The rankings: 降价榜, 热门榜, 收藏榜, 销量榜. */
export const RANKING_LISTS = ['drop', 'hot', 'watched', 'sales'] as const;

/** One of the rankings. */
export type RankingList = (typeof RANKING_LISTS)[number];

/** Places a list holds. */
export const RANKING_SIZE = 50;

/** Days of views the hot list sums, today included. */
export const HOT_DAYS = 7;

/** A ranked product's row: the product, its summary and the list's figure (`value`). */
export type RankingRow = ProductSummaryRow & { value: number | string };

const JOIN = `join products p on p.id = r.product_id
  join product_summaries s on s.product_id = r.product_id`;

// Each list's rows as `r` (product_id, value, and what breaks ties) and its order.
const LISTS: Record<RankingList, { from: string; order: string }> = {
  drop: {
    from: `(select product_id, drop_bp as value, drop_fen from product_deals
      where day = ? and kind = 'deal' and drop_bp >= ? and drop_fen >= ? and data_days >= ?) r`,
    order: 'r.value desc, r.drop_fen desc, p.id desc',
  },
  hot: {
    from: `(select product_id, sum(count) as value from product_view_days
      where day > ? group by product_id) r`,
    order: 'r.value desc, p.id desc',
  },
  watched: {
    from: '(select product_id, count(*) as value from watch_items group by product_id) r',
    order: 'r.value desc, p.id desc',
  },
  sales: {
    from: '(select id as product_id, sales_count as value from products where sales_count > 0) r',
    order: 'r.value desc, p.id desc',
  },
};

// The same goods (one cluster: its listings at every store) hold one place, the best of them; a
// product outside any cluster is its own.
const CLUSTER = "coalesce(p.cluster_key, 'id:' || p.id)";

function listStatement(list: RankingList, hasCategory: boolean): Statement<RankingRow> {
  const { from, order } = LISTS[list];
  const where = hasCategory ? 'where p.category_slug = ?' : '';
  return statement<RankingRow>(
    `select * from (
       select ${PRODUCT_SUMMARY_COLUMNS}, r.value as value,
         row_number() over (order by ${order}) as place,
         row_number() over (partition by ${CLUSTER} order by ${order}) as place_in_cluster
       from ${from} ${JOIN} ${where}
     ) ranked where place_in_cluster = 1 order by place limit ${RANKING_SIZE}`,
  );
}

const STATEMENTS = Object.fromEntries(
  RANKING_LISTS.map((list) => [list, [listStatement(list, false), listStatement(list, true)]]),
) as Record<RankingList, [Statement<RankingRow>, Statement<RankingRow>]>;

/**
 * A list's products in rank order as they stand now, at most {@link RANKING_SIZE}, the same goods
 * at several stores once (their best-placed listing); `category` narrows it to one category. The drop list reads today's stored deal verdicts under `rules`.
 */
export function rankingRows(
  db: Db,
  list: RankingList,
  day: number,
  rules: DealRules,
  category?: string,
): Promise<RankingRow[]> {
  const parameters: unknown[] =
    list === 'drop'
      ? [day, rules.minDropPercent * 100, rules.minDropFen, rules.minDataDays]
      : list === 'hot'
        ? [day - HOT_DAYS]
        : [];
  if (category) parameters.push(category);
  return STATEMENTS[list][category ? 1 : 0](db, parameters);
}
