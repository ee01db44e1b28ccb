import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../schema.js';

// The stores as core listed them when this migration was written: later stores need a migration
// of their own, so an old database and a new one hold the same rows after this step.
const SITES = [
  { id: 3, key: 'jd', name: '京东' },
  { id: 83, key: 'tmall', name: '天猫' },
  { id: 123, key: 'taobao', name: '淘宝' },
  { id: 25, key: 'suning', name: '苏宁易购' },
  { id: 129, key: 'vip', name: '唯品会' },
  { id: 353, key: 'pdd', name: '拼多多' },
  { id: 2, key: 'amazon_cn', name: '亚马逊中国' },
  { id: 1, key: 'dangdang', name: '当当' },
  { id: 344, key: 'alibaba1688', name: '1688' },
  { id: 216, key: 'kaola', name: '考拉海购' },
  { id: 450, key: 'youpin', name: '小米有品' },
  { id: 228, key: 'amazon_us', name: '美国亚马逊' },
  { id: 229, key: 'amazon_jp', name: '日本亚马逊' },
  { id: 266, key: 'amazon_uk', name: '英国亚马逊' },
  { id: 107, key: 'amazon_de', name: '德国亚马逊' },
  { id: 389, key: 'amazon_au', name: '澳洲亚马逊' },
  { id: 366, key: 'amazon_ca', name: '加拿大亚马逊' },
] as const;

// Yearly price-point partitions on PostgreSQL; anything outside lands in the default partition.
const FIRST_PARTITION_YEAR = 2010;
const LAST_PARTITION_YEAR = 2040;

function yearStart(year: number): number {
  return Date.UTC(year, 0, 1) / 1000;
}

async function createPricePoints(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await db.schema
      .createTable('price_points')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('ts', 'integer', (c) => c.notNull())
      .addColumn('last_seen', 'integer', (c) => c.notNull())
      .addColumn('list_price', 'integer', (c) => c.notNull())
      .addColumn('final_price', 'integer', (c) => c.notNull())
      .addColumn('promo', 'text')
      .addColumn('coupon', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('price_points_pk', ['product_id', 'ts'])
      .modifyEnd(sql`without rowid`)
      .execute();
    return;
  }
  await sql`create table price_points (
    product_id integer not null references products(id),
    ts bigint not null,
    last_seen bigint not null,
    list_price integer not null,
    final_price integer not null,
    promo text,
    coupon text,
    source text not null,
    primary key (product_id, ts)
  ) partition by range (ts)`.execute(db);
  for (let year = FIRST_PARTITION_YEAR; year <= LAST_PARTITION_YEAR; year++) {
    await sql`create table ${sql.raw(`price_points_y${year}`)} partition of price_points
      for values from (${sql.lit(yearStart(year))}) to (${sql.lit(yearStart(year + 1))})`.execute(
      db,
    );
  }
  await sql`create table price_points_default partition of price_points default`.execute(db);
}

/** `0001_initial`: the catalogue, price runs and summaries, observations and the search index. */
export function initial(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('sites')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('categories')
        .addColumn('slug', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('parent_slug', 'text')
        .execute();
      await db.schema
        .createTable('products')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('dp_id', 'text', (c) => c.notNull().unique())
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category_slug', 'text', (c) => c.references('categories.slug'))
        .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('canonical_url', 'text', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('cluster_key', 'text')
        .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('search_tokens', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_cluster')
        .on('products')
        .column('cluster_key')
        .execute();
      await db.schema
        .createIndex('products_category')
        .on('products')
        .column('category_slug')
        .execute();
      await createPricePoints(db, dialect);
      await db.schema
        .createTable('product_summaries')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id'))
        .addColumn('current_list', 'integer', (c) => c.notNull())
        .addColumn('current_final', 'integer', (c) => c.notNull())
        .addColumn('current_ts', tsType, (c) => c.notNull())
        .addColumn('lowest_price', 'integer', (c) => c.notNull())
        .addColumn('lowest_ts', tsType, (c) => c.notNull())
        .addColumn('highest_price', 'integer', (c) => c.notNull())
        .addColumn('highest_ts', tsType, (c) => c.notNull())
        .addColumn('low_30', 'integer')
        .addColumn('low_60', 'integer')
        .addColumn('low_180', 'integer')
        .addColumn('price_618', 'integer')
        .addColumn('price_618_ts', tsType)
        .addColumn('price_1111', 'integer')
        .addColumn('price_1111_ts', tsType)
        .addColumn('trend', 'integer', (c) => c.notNull())
        .addColumn('point_count', 'integer', (c) => c.notNull())
        .addColumn('updated_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('observations')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('observed_at', tsType, (c) => c.notNull())
        .addColumn('list_price', 'integer', (c) => c.notNull())
        .addColumn('final_price', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('received_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('pending_points')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('ts', tsType, (c) => c.notNull())
        .addColumn('list_price', 'integer', (c) => c.notNull())
        .addColumn('final_price', 'integer', (c) => c.notNull())
        .addColumn('promo', 'text')
        .addColumn('coupon', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pending_points_product')
        .on('pending_points')
        .column('product_id')
        .execute();
      await db.schema
        .createTable('tracking_queue')
        .addColumn('dp_id', 'text', (c) => c.primaryKey())
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('canonical_url', 'text', (c) => c.notNull())
        .addColumn('requested_at', tsType, (c) => c.notNull())
        .addColumn('request_count', 'integer', (c) => c.notNull())
        .execute();
      if (dialect === 'sqlite') {
        await sql`create virtual table product_search using fts5(tokens, tokenize = 'unicode61')`.execute(
          db,
        );
      } else {
        await sql`create index products_search on products
          using gin (to_tsvector('simple', search_tokens))`.execute(db);
      }
      for (const site of SITES) {
        await sql`insert into sites (id, key, name) values (${site.id}, ${site.key}, ${site.name})`.execute(
          db,
        );
      }
    },
  };
}
