import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { demoCatalogue, demoCategories } from '../demo/index.js';
import { ensureCategories } from '../prices/write/catalog.js';
import { searchKey } from '../prices/search/searchKey.js';
import { computeSummary, type RunPoint } from '../prices/write/summarize.js';
import { documentTokens } from '../prices/search/tokens.js';

/** Size of the benchmark database. */
export interface BenchDbSize {
  products: number;
  pointsPerProduct: number;
  now: number;
}

/** Title templates from the demo catalogue, so search sees realistic Chinese titles. */
function demoTemplates(now: number) {
  const out = [];
  for (const { product } of demoCatalogue({ now, products: 2000, years: 1 })) out.push(product);
  return out;
}

/**
 * Builds (or reuses) a SQLite file of `products × pointsPerProduct` price runs in one bulk
 * transaction, with summaries and the search index, written beside and renamed into place.
 */
export async function buildBenchDb(file: string, size: BenchDbSize): Promise<void> {
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.building`;
  rmSync(temp, { force: true });
  const db = openDb({ sqliteFile: temp });
  await migrateToLatest(db);
  await ensureCategories(db, demoCategories());
  await db.close();

  const templates = demoTemplates(size.now);
  const sqlite = new SqliteDatabase(temp);
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  const insertProduct = sqlite.prepare(
    `insert into products (id, dp_id, site_id, item_id, title, brand, category_slug, image_url,
      canonical_url, attributes, cluster_key, sales_count, comment_count, source, search_tokens,
      created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?, ?, 0, 'bench', ?, ?)`,
  );
  const insertSearch = sqlite.prepare('insert into product_search (rowid, tokens) values (?, ?)');
  const insertPoint = sqlite.prepare(
    `insert into price_points (product_id, ts, last_seen, list_price, final_price, promo, coupon,
      source) values (?, ?, ?, ?, ?, ?, null, 'bench')`,
  );
  const insertSummary = sqlite.prepare(
    `insert into product_summaries (product_id, current_list, current_final, current_ts,
      lowest_price, lowest_ts, highest_price, highest_ts, low_30, low_60, low_180, price_618,
      price_618_ts, price_1111, price_1111_ts, trend, point_count, updated_at, revision)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  const span = 3 * 365 * 86_400;
  const step = Math.floor(span / size.pointsPerProduct);
  let seed = 12_345;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  sqlite.transaction(() => {
    for (let id = 1; id <= size.products; id++) {
      const t = templates[id % templates.length];
      if (!t) continue;
      const itemId = String(1_000_000_000 + id);
      const title = `${t.title} ${id % 7 === 0 ? '旗舰版' : ''}`.trim();
      const tokens = documentTokens(title, t.brand);
      const sales = Math.floor(random() * 100_000);
      insertProduct.run(
        id,
        `${itemId}-${t.siteId}`,
        t.siteId,
        itemId,
        title,
        t.brand,
        t.categorySlug,
        t.imageUrl,
        t.canonicalUrl,
        `bench-${Math.floor(id / 3)}`,
        sales,
        tokens,
        size.now,
      );
      insertSearch.run(searchKey(id, sales), tokens);
      const points: RunPoint[] = [];
      let price = 10_000 + Math.floor(random() * 500_000);
      for (let i = 0; i < size.pointsPerProduct; i++) {
        const ts = size.now - span + i * step;
        price = Math.max(100, Math.round(price * (0.9 + random() * 0.2)));
        const finalPrice = Math.round(price * 0.95);
        insertPoint.run(id, ts, ts + step - 1, price, finalPrice, i % 10 === 0 ? '满减' : null);
        points.push({ ts, listPrice: price, finalPrice });
      }
      const s = computeSummary(points, size.now);
      if (s) {
        insertSummary.run(
          id,
          s.currentList,
          s.currentFinal,
          s.currentTs,
          s.lowestPrice,
          s.lowestTs,
          s.highestPrice,
          s.highestTs,
          s.low30,
          s.low60,
          s.low180,
          s.price618,
          s.price618Ts,
          s.price1111,
          s.price1111Ts,
          s.trend,
          s.pointCount,
          size.now,
        );
      }
    }
  })();
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
  renameSync(temp, file);
}
