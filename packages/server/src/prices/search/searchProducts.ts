import type { Db, Dialect } from '../../db/schema.js';
import { offsetOf } from '../../db/paging.js';
import {
  JOIN_SUMMARY,
  PRODUCT_SUMMARY_COLUMNS,
  productWithSummary,
  type ProductSummaryRow,
  type ProductWithSummary,
} from '../read/lookup.js';
import {
  filteredSearch,
  hasListFilters,
  keywordMatch,
  POSTGRES_MATCH,
  type ListFilters,
} from './filteredSearch.js';
import { idOfKey, MAX_KEYED_SALES } from './searchKey.js';
import { cachedCount } from './countCache.js';
import { statement, type Statement } from '../../db/statements.js';
import { queryTokens } from './tokens.js';

/** One page of search results and how many there are in all. */
export type SearchPage = {
  total: number;
  page: number;
  pageSize: number;
  items: ProductWithSummary[];
};

/** A search: keywords (empty lists everything), 1-based page, optional category slug and filters. */
export interface SearchQuery {
  q?: string | undefined;
  page: number;
  pageSize: number;
  category?: string | undefined;
  filters?: ListFilters | undefined;
}

const IN_CATEGORY = 'and p.category_slug = ?';

// SQLite: FTS5 rowids are popularity keys, so the newest-rowid-first walk stops after one page.
const sqliteSearch = {
  count: statement<{ n: number }>(
    'select count(*) as n from product_search where product_search match ?',
  ),
  page: statement<ProductSummaryRow>(
    `select ${PRODUCT_SUMMARY_COLUMNS} from (
       select rowid as k from product_search where product_search match ?
       order by rowid desc limit ? offset ?) h
     join products p on p.id = ${idOfKey('h.k')} ${JOIN_SUMMARY} order by h.k desc`,
  ),
  countIn: statement<{ n: number }>(
    `select count(*) as n from product_search f join products p on p.id = ${idOfKey('f.rowid')}
     where f.product_search match ? ${IN_CATEGORY}`,
  ),
  pageIn: statement<ProductSummaryRow>(
    `select ${PRODUCT_SUMMARY_COLUMNS} from product_search f
     join products p on p.id = ${idOfKey('f.rowid')} ${JOIN_SUMMARY}
     where f.product_search match ? ${IN_CATEGORY} order by f.rowid desc limit ? offset ?`,
  ),
};

// PostgreSQL: the GIN full-text index finds the matches; the same popularity order as SQLite.
const BY_KEY = `order by least(p.sales_count, ${MAX_KEYED_SALES}) desc, p.id desc limit ? offset ?`;
const postgresSearch = {
  count: statement<{ n: number }>(`select count(*) as n from products p where ${POSTGRES_MATCH}`),
  page: statement<ProductSummaryRow>(
    `select ${PRODUCT_SUMMARY_COLUMNS} from products p ${JOIN_SUMMARY} where ${POSTGRES_MATCH} ${BY_KEY}`,
  ),
  countIn: statement<{ n: number }>(
    `select count(*) as n from products p where ${POSTGRES_MATCH} ${IN_CATEGORY}`,
  ),
  pageIn: statement<ProductSummaryRow>(
    `select ${PRODUCT_SUMMARY_COLUMNS} from products p ${JOIN_SUMMARY}
     where ${POSTGRES_MATCH} ${IN_CATEGORY} ${BY_KEY}`,
  ),
};

// No keywords: the catalogue (or one category) by popularity, newest first among equals.
const BY_POPULARITY = 'order by p.sales_count desc, p.id desc limit ? offset ?';
const listing = {
  count: statement<{ n: number }>('select count(*) as n from products p where 1 = 1'),
  page: statement<ProductSummaryRow>(
    `select ${PRODUCT_SUMMARY_COLUMNS} from products p ${JOIN_SUMMARY} ${BY_POPULARITY}`,
  ),
  countIn: statement<{ n: number }>(
    `select count(*) as n from products p where 1 = 1 ${IN_CATEGORY}`,
  ),
  pageIn: statement<ProductSummaryRow>(
    `select ${PRODUCT_SUMMARY_COLUMNS} from products p ${JOIN_SUMMARY}
     where 1 = 1 ${IN_CATEGORY} ${BY_POPULARITY}`,
  ),
};

interface Plan {
  count: Statement<{ n: number }>;
  page: Statement<ProductSummaryRow>;
  filter: unknown[];
  /** Names the count statement in the count cache. */
  kind: string;
}

function plan(dialect: Dialect, tokens: string[], category: string | undefined): Plan {
  const filter: unknown[] = [];
  let set = listing;
  if (tokens.length > 0) {
    set = dialect === 'sqlite' ? sqliteSearch : postgresSearch;
    filter.push(keywordMatch(dialect, tokens).parameter);
  }
  if (category) filter.push(category);
  const [count, page] = category ? [set.countIn, set.pageIn] : [set.count, set.page];
  const kind = `${tokens.length > 0 ? 'match' : 'list'}${category ? 'In' : ''}`;
  return { count, page, filter, kind };
}

/**
 * Keyword search over titles and brands (Chinese words, bigrams, latin words): every keyword must
 * match, most popular first. Without keywords, the catalogue or the category by popularity.
 * Filters (store, price range, lowest only) and other orders take the general, uncached path.
 */
export async function searchProducts(db: Db, query: SearchQuery): Promise<SearchPage> {
  const tokens = queryTokens(query.q ?? '');
  const { page, pageSize, category, filters = {} } = query;
  if (query.q?.trim() && tokens.length === 0) return { total: 0, page, pageSize, items: [] };
  if (hasListFilters(filters)) {
    const keywords = tokens.length > 0 ? keywordMatch(db.dialect, tokens) : undefined;
    const found = await filteredSearch(db, { keywords, category, filters, page, pageSize });
    return { ...found, page, pageSize };
  }
  const p = plan(db.dialect, tokens, category);
  const total = await cachedCount(db, p.count, p.filter, p.kind);
  const offset = offsetOf({ page, pageSize });
  const rows = offset < total ? await p.page(db, [...p.filter, pageSize, offset]) : [];
  return { total, page, pageSize, items: rows.map(productWithSummary) };
}
