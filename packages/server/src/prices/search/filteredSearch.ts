import type { Db, Dialect } from '../../db/schema.js';
import { offsetOf } from '../../db/paging.js';
import {
  JOIN_SUMMARY,
  PRODUCT_SUMMARY_COLUMNS,
  productWithSummary,
  type ProductSummaryRow,
  type ProductWithSummary,
} from '../read/lookup.js';
import { idOfKey } from './searchKey.js';
import { statement, type Statement } from '../../db/statements.js';

/** How a list is ordered: biggest drop (page price to final price) first, cheapest, most sold. */
export type ListSort = 'drop' | 'price' | 'popular';

/** The category page's narrowing and ordering of a search; prices in fen. */
export interface ListFilters {
  sort?: ListSort | undefined;
  siteId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Only products whose current final price is their lowest ever. */
  lowestOnly?: boolean | undefined;
  /** Only products a shopper can buy now (仅看有货): no source says 无货, 预售 or 下架. */
  inStockOnly?: boolean | undefined;
}

/**
 * The condition of 仅看有货 on a summary `s`: in stock, or never said otherwise (readers, too,
 * take a page that shows no stock line as 有货).
 */
export const IN_STOCK_CONDITION = `coalesce(s.stock_state, 'in_stock') = 'in_stock'`;

/** A keyword condition ready to join the others: its SQL and its one parameter. */
export interface KeywordMatch {
  sql: string;
  parameter: string;
}

/** PostgreSQL's keyword condition: the GIN-indexed text vector of `p` matches the `?` query. */
export const POSTGRES_MATCH = `to_tsvector('simple', p.search_tokens) @@ to_tsquery('simple', ?)`;

const DROP_RATIO = `case when s.current_list > 0
  then (s.current_list - s.current_final) * 1.0 / s.current_list else 0 end`;

// Products without a price yet come last in every order; ties fall back to popularity.
const ORDER_BY: Record<ListSort, string> = {
  drop: `s.current_final is null, ${DROP_RATIO} desc, p.sales_count desc, p.id desc`,
  price: 's.current_final is null, s.current_final asc, p.sales_count desc, p.id desc',
  popular: 'p.sales_count desc, p.id desc',
};

/** Whether the list asks for more than the plain popularity order of the fast search paths. */
export function hasListFilters(filters: ListFilters): boolean {
  return (
    (filters.sort !== undefined && filters.sort !== 'popular') ||
    filters.siteId !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.lowestOnly === true ||
    filters.inStockOnly === true
  );
}

/** The keyword condition on each engine: SQLite's FTS5 table, PostgreSQL's GIN text index. */
export function keywordMatch(dialect: Dialect, tokens: readonly string[]): KeywordMatch {
  return dialect === 'sqlite'
    ? {
        sql: `p.id in (select ${idOfKey('rowid')} from product_search where product_search match ?)`,
        parameter: tokens.map((t) => `"${t}"`).join(' '),
      }
    : {
        sql: POSTGRES_MATCH,
        parameter: tokens.join(' & '),
      };
}

// One prepared statement per distinct SQL text: at most a few hundred combinations of filters.
const prepared = new Map<string, Statement<never>>();

function run<R>(db: Db, text: string, parameters: readonly unknown[]): Promise<R[]> {
  let query = prepared.get(text);
  if (!query) prepared.set(text, (query = statement<never>(text)));
  return query(db, parameters) as Promise<R[]>;
}

/**
 * One page of a filtered, sorted list and its total. Counted on every call, not cached like the
 * plain searches: prices move the set, and the route's answer cache already follows every write.
 */
export async function filteredSearch(
  db: Db,
  request: {
    keywords: KeywordMatch | undefined;
    category: string | undefined;
    filters: ListFilters;
    page: number;
    pageSize: number;
  },
): Promise<{ total: number; items: ProductWithSummary[] }> {
  const { keywords, category, filters, page, pageSize } = request;
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const where = (condition: string, ...values: unknown[]) => {
    conditions.push(condition);
    parameters.push(...values);
  };
  if (keywords) where(keywords.sql, keywords.parameter);
  if (category) where('p.category_slug = ?', category);
  if (filters.siteId !== undefined) where('p.site_id = ?', filters.siteId);
  if (filters.minPrice !== undefined) where('s.current_final >= ?', filters.minPrice);
  if (filters.maxPrice !== undefined) where('s.current_final <= ?', filters.maxPrice);
  if (filters.lowestOnly) where('s.current_final <= s.lowest_price');
  if (filters.inStockOnly) where(IN_STOCK_CONDITION);
  const from = `from products p ${JOIN_SUMMARY}
    ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}`;
  const [count] = await run<{ n: number | string }>(db, `select count(*) as n ${from}`, parameters);
  const total = Number(count?.n ?? 0);
  const offset = offsetOf({ page, pageSize });
  if (offset >= total) return { total, items: [] };
  const rows = await run<ProductSummaryRow>(
    db,
    `select ${PRODUCT_SUMMARY_COLUMNS} ${from}
     order by ${ORDER_BY[filters.sort ?? 'popular']} limit ? offset ?`,
    [...parameters, pageSize, offset],
  );
  return { total, items: rows.map(productWithSummary) };
}
