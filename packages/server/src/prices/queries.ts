import { sql } from 'kysely';
import type { Db, ProductSummariesTable } from '../db/schema.js';
import { downsampleMinMax, type SeriesPoint } from './downsample.js';
import { queryTokens } from './tokens.js';
import { productView, summaryView, type ProductView, type SummaryView } from './views.js';

/** A product with its summary. */
export interface ProductWithSummary {
  product: ProductView;
  summary: SummaryView | null;
}

/** History ranges the API accepts, in days (`all` = everything). */
export const HISTORY_RANGES = { '30d': 30, '90d': 90, '180d': 180, '1y': 365, all: null } as const;

/** One accepted range name. */
export type HistoryRange = keyof typeof HISTORY_RANGES;

/** Most points per line the history answer carries. */
export const MAX_HISTORY_POINTS = 1000;

/** The history answer. */
export interface HistoryView extends ProductWithSummary {
  range: HistoryRange;
  listPrice: SeriesPoint[];
  finalPrice: SeriesPoint[];
  promotions: { ts: number; promo: string | null; coupon: string | null }[];
}

const PRODUCT_COLUMNS = [
  'p.id',
  'p.dp_id',
  'p.site_id',
  'p.item_id',
  'p.title',
  'p.brand',
  'p.category_slug',
  'p.image_url',
  'p.canonical_url',
  'p.attributes',
  'p.cluster_key',
  'p.sales_count',
  'p.comment_count',
  'p.source',
] as const;

async function summaryOf(db: Db, productId: number): Promise<ProductSummariesTable | undefined> {
  return db.kysely
    .selectFrom('product_summaries')
    .selectAll()
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** A product and its summary by dp id, with its internal id; undefined when unknown. */
export async function findProduct(
  db: Db,
  dpId: string,
): Promise<(ProductWithSummary & { id: number }) | undefined> {
  const row = await db.kysely
    .selectFrom('products as p')
    .leftJoin('product_summaries as s', 's.product_id', 'p.id')
    .select(PRODUCT_COLUMNS)
    .selectAll('s')
    .where('p.dp_id', '=', dpId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    product: productView(row),
    summary: row.product_id === null ? null : summaryView(row as ProductSummariesTable),
  };
}

/** The history lines of a product over a range, reduced to at most 1,000 points per line. */
export async function productHistory(
  db: Db,
  productId: number,
  range: HistoryRange,
  now: number,
): Promise<Omit<HistoryView, 'product' | 'summary' | 'range'>> {
  const days = HISTORY_RANGES[range];
  const from = days === null ? 0 : now - days * 86_400;
  const before = await db.kysely
    .selectFrom('price_points')
    .select(['ts', 'last_seen', 'list_price', 'final_price', 'promo', 'coupon'])
    .where('product_id', '=', productId)
    .where('ts', '<', from)
    .orderBy('ts', 'desc')
    .limit(1)
    .execute();
  const inRange = await db.kysely
    .selectFrom('price_points')
    .select(['ts', 'last_seen', 'list_price', 'final_price', 'promo', 'coupon'])
    .where('product_id', '=', productId)
    .where('ts', '>=', from)
    .orderBy('ts')
    .execute();
  const runs = [...before.map((r) => ({ ...r, ts: from })), ...inRange];
  const list: SeriesPoint[] = runs.map((r) => [r.ts, r.list_price]);
  const final: SeriesPoint[] = runs.map((r) => [r.ts, r.final_price]);
  const last = runs[runs.length - 1];
  if (last && last.last_seen > last.ts) {
    list.push([last.last_seen, last.list_price]);
    final.push([last.last_seen, last.final_price]);
  }
  return {
    listPrice: downsampleMinMax(list, MAX_HISTORY_POINTS),
    finalPrice: downsampleMinMax(final, MAX_HISTORY_POINTS),
    promotions: runs
      .filter((r) => r.promo !== null || r.coupon !== null)
      .slice(-MAX_HISTORY_POINTS)
      .map((r) => ({ ts: r.ts, promo: r.promo, coupon: r.coupon })),
  };
}

/** The same goods in other stores (same cluster), cheapest final price first. */
export async function productOffers(db: Db, clusterKey: string): Promise<ProductWithSummary[]> {
  const rows = await db.kysely
    .selectFrom('products as p')
    .leftJoin('product_summaries as s', 's.product_id', 'p.id')
    .select(PRODUCT_COLUMNS)
    .select(['s.current_final'])
    .where('p.cluster_key', '=', clusterKey)
    .orderBy(sql`case when s.current_final is null then 1 else 0 end`)
    .orderBy('s.current_final')
    .orderBy('p.id')
    .limit(50)
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      product: productView(row),
      summary: summaryView(await summaryOf(db, row.id)),
    })),
  );
}

/** One page of search results and how many there are in all. */
export interface SearchPage {
  total: number;
  page: number;
  pageSize: number;
  items: ProductWithSummary[];
}

/** Keyword search over titles and brands (Chinese words, bigrams, latin words), ranked. */
export async function searchProducts(
  db: Db,
  query: { q: string; page: number; pageSize: number; category?: string | undefined },
): Promise<SearchPage> {
  const tokens = queryTokens(query.q);
  const empty = { total: 0, page: query.page, pageSize: query.pageSize, items: [] };
  if (tokens.length === 0) return empty;
  const offset = (query.page - 1) * query.pageSize;
  if (db.dialect === 'sqlite' && !query.category) {
    return searchFtsOnly(db, tokens, query.page, query.pageSize);
  }
  const base =
    db.dialect === 'sqlite'
      ? db.kysely
          .selectFrom(sql<{ rowid: number; rank: number }>`product_search`.as('f'))
          .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'f.rowid'))
          .where(sql<boolean>`product_search match ${tokens.map((t) => `"${t}"`).join(' ')}`)
      : db.kysely
          .selectFrom('products as p')
          .where(
            sql<boolean>`to_tsvector('simple', p.search_tokens) @@ to_tsquery('simple', ${tokens.join(' & ')})`,
          );
  const filtered = query.category ? base.where('p.category_slug', '=', query.category) : base;
  const count = await filtered
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rank =
    db.dialect === 'sqlite'
      ? sql`f.rank`
      : sql`ts_rank(to_tsvector('simple', p.search_tokens), to_tsquery('simple', ${tokens.join(' & ')})) desc`;
  const rows = await filtered
    .leftJoin('product_summaries as s', 's.product_id', 'p.id')
    .select(PRODUCT_COLUMNS)
    .selectAll('s')
    .orderBy(rank)
    .orderBy('p.sales_count', 'desc')
    .orderBy('p.id')
    .limit(query.pageSize)
    .offset(offset)
    .execute();
  return {
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map((row) => ({
      product: productView(row),
      summary: row.product_id === null ? null : summaryView(row as ProductSummariesTable),
    })),
  };
}

/** SQLite without a category: count and rank inside FTS5 alone, then read just one page. */
async function searchFtsOnly(
  db: Db,
  tokens: string[],
  page: number,
  pageSize: number,
): Promise<SearchPage> {
  const match = tokens.map((t) => `"${t}"`).join(' ');
  const count = await sql<{ n: number }>`
    select count(*) as n from product_search where product_search match ${match}`.execute(
    db.kysely,
  );
  const hits = await sql<{ rowid: number }>`
    select rowid from product_search where product_search match ${match}
    order by rank limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db.kysely);
  const ids = hits.rows.map((r) => r.rowid);
  const rows =
    ids.length === 0
      ? []
      : await db.kysely
          .selectFrom('products as p')
          .leftJoin('product_summaries as s', 's.product_id', 'p.id')
          .select(PRODUCT_COLUMNS)
          .selectAll('s')
          .where('p.id', 'in', ids)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    total: Number(count.rows[0]?.n ?? 0),
    page,
    pageSize,
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          product: productView(row),
          summary: row.product_id === null ? null : summaryView(row as ProductSummariesTable),
        },
      ];
    }),
  };
}

/** Every category, parents first. */
export async function listCategories(
  db: Db,
): Promise<{ slug: string; name: string; parentSlug: string | null }[]> {
  const rows = await db.kysely.selectFrom('categories').selectAll().orderBy('slug').execute();
  return rows
    .map((r) => ({ slug: r.slug, name: r.name, parentSlug: r.parent_slug }))
    .sort((a, b) => Number(a.parentSlug !== null) - Number(b.parentSlug !== null));
}

/** Queues a supported link we have never seen for tracking (repeat requests count up). */
export async function queueForTracking(
  db: Db,
  item: { dpId: string; siteId: number; itemId: string; canonicalUrl: string },
  now: number,
): Promise<void> {
  await db.kysely
    .insertInto('tracking_queue')
    .values({
      dp_id: item.dpId,
      site_id: item.siteId,
      item_id: item.itemId,
      canonical_url: item.canonicalUrl,
      requested_at: now,
      request_count: 1,
    })
    .onConflict((oc) =>
      oc.column('dp_id').doUpdateSet({ request_count: sql`tracking_queue.request_count + 1` }),
    )
    .execute();
}
