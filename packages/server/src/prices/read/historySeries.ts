import type { Db } from '../../db/schema.js';
import { statement } from '../../db/statements.js';
import { readStock, STOCK_JSON } from './history.js';
import {
  findProductRow,
  JOIN_SUMMARY,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
} from './lookup.js';
import type { StockChangeTuple } from './stockSpans.js';

/** A run with a promotion or coupon: its start (no earlier than the range's) and the texts. */
export type PromotionTuple = [ts: number, promo: string | null, coupon: string | null];

/** A product's runs over a range as the database wrote them: the price lines as JSON text. */
export interface Series {
  /** Runs in the range. */
  count: number;
  /** `[[ts, list price], …]`, each run's start no earlier than the range's. */
  list: string;
  /** `[[ts, final price], …]`, likewise. */
  final: string;
  promotions: PromotionTuple[];
  /** The newest run's start, last sighting, list and final price; null without runs. */
  newest: [ts: number, lastSeen: number, list: number, final: number] | null;
}

/** A product's row, its series over a range and its whole stock timeline. */
export interface SeriesRead {
  row: ProductSummaryRow;
  series: Series;
  stock: StockChangeTuple[];
}

interface SeriesColumns {
  series_count: number;
  series_list: string;
  series_final: string;
  series_promotions: string | PromotionTuple[] | null;
  newest_ts: number | null;
  newest_seen: number | null;
  newest_list: number | null;
  newest_final: number | null;
}

function seriesOf(c: SeriesColumns): Series {
  const { series_promotions: promotions } = c;
  return {
    count: c.series_count,
    list: c.series_list,
    final: c.series_final,
    promotions:
      typeof promotions === 'string'
        ? (JSON.parse(promotions) as PromotionTuple[])
        : (promotions ?? []),
    newest:
      c.newest_ts === null
        ? null
        : [c.newest_ts, c.newest_seen ?? 0, c.newest_list ?? 0, c.newest_final ?? 0],
  };
}

// The bare columns next to max(ts) are the newest run's (SQLite takes them from the row of the
// single max()). A bound number is a real to SQLite: cast, or max() would print the range's
// start as 1732064000.0.
const sqliteSeries = statement<SeriesColumns>(
  `select count(*) as series_count,
     json_group_array(json_array(max(ts, cast(? as integer)), list_price)) as series_list,
     json_group_array(json_array(max(ts, cast(? as integer)), final_price)) as series_final,
     json_group_array(json_array(max(ts, cast(? as integer)), promo, coupon))
       filter (where promo is not null or coupon is not null) as series_promotions,
     max(ts) as newest_ts, last_seen as newest_seen, list_price as newest_list,
     final_price as newest_final
   from (select * from price_points
     where product_id = ? and ts >= coalesce(
       (select max(ts) from price_points where product_id = ? and ts < ?), ?)
     order by ts)`,
);

// PostgreSQL's json_agg writes spaces after its commas, so the lines are concatenated as text in
// JSON.stringify's form. As in `history.ts`, the whole history asks for the product's runs alone
// (a subquery bounding `ts` makes every yearly partition be planned and probed twice).
const postgresLines = (from: string) => `
  select count(*) as series_count,
    '[' || coalesce(string_agg('[' || greatest(ts, ${from}) || ',' || list_price || ']', ','
      order by ts), '') || ']' as series_list,
    '[' || coalesce(string_agg('[' || greatest(ts, ${from}) || ',' || final_price || ']', ','
      order by ts), '') || ']' as series_final,
    json_agg(json_build_array(greatest(ts, ${from}), promo, coupon) order by ts)
      filter (where promo is not null or coupon is not null) as series_promotions,
    max(ts) as newest_ts,
    (array_agg(last_seen order by ts desc))[1] as newest_seen,
    (array_agg(list_price order by ts desc))[1] as newest_list,
    (array_agg(final_price order by ts desc))[1] as newest_final
  from price_points where product_id = p.id`;
const postgresSeries = {
  all: statement<ProductSummaryRow & SeriesColumns & { stock: StockChangeTuple[] | null }>(
    `select ${PRODUCT_SUMMARY_COLUMNS}, r.*, ${STOCK_JSON}
     from products p ${JOIN_SUMMARY}
     cross join lateral (${postgresLines('0')}) r
     where p.dp_id = ?`,
  ),
  window: statement<ProductSummaryRow & SeriesColumns & { stock: StockChangeTuple[] | null }>(
    `select ${PRODUCT_SUMMARY_COLUMNS}, r.*, ${STOCK_JSON}
     from products p ${JOIN_SUMMARY}
     cross join lateral (${postgresLines('?::bigint')} and ts >= coalesce(
       (select max(ts) from price_points where product_id = p.id and ts < ?), ?)) r
     where p.dp_id = ?`,
  ),
};

/**
 * A product's row and its runs from `from` (epoch seconds) as price-line text, in one round trip
 * on PostgreSQL; undefined when the dp id is unknown.
 */
export async function readSeries(
  db: Db,
  dpId: string,
  from: number,
): Promise<SeriesRead | undefined> {
  if (db.dialect === 'postgres') {
    const [found] = await (from === 0
      ? postgresSeries.all(db, [dpId])
      : postgresSeries.window(db, [from, from, from, from, from, dpId]));
    return found && { row: found, series: seriesOf(found), stock: found.stock ?? [] };
  }
  // The row (and its revision) is read first, so the runs are at least as new as the revision.
  const row = await findProductRow(db, dpId);
  if (!row) return undefined;
  const [columns] = await sqliteSeries(db, [from, from, from, row.id, row.id, from, from]);
  if (!columns) return undefined;
  return { row, series: seriesOf(columns), stock: await readStock(db, row) };
}
