import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { SITES } from '@pricetrail/core';
import { reindexSearch } from '../prices/searchIndex.js';
import type { Dialect } from './schema.js';

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

function initial(dialect: Dialect): Migration {
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

function identity(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('phone', 'text', (c) => c.unique())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('user_unions')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('utype', 'integer', (c) => c.notNull())
        .addColumn('provider_uid', 'text', (c) => c.notNull())
        .addColumn('unick', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addUniqueConstraint('user_unions_provider', ['utype', 'provider_uid'])
        .execute();
      await db.schema.createIndex('user_unions_user').on('user_unions').column('user_id').execute();
      await db.schema
        .createTable('sms_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('sms_codes_phone')
        .on('sms_codes')
        .columns(['phone', 'tag', 'created_at'])
        .execute();
      await db.schema
        .createTable('identity_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_end', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('captchas')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

// Summary revisions for cached answers, popularity indexes for listings, and search tokens
// rebuilt (Han bigrams over whole runs; SQLite rowids keyed by popularity).
function speed(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('product_summaries')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('products_popularity')
        .on('products')
        .columns(['sales_count', 'id'])
        .execute();
      await db.schema
        .createIndex('products_category_popularity')
        .on('products')
        .columns(['category_slug', 'sales_count', 'id'])
        .execute();
      await reindexSearch(db, dialect);
    },
  };
}

// QR sign-in tickets and OAuth states live in the database so several instances can share them.
function qrAndOAuth(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('qr_tickets')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('browser_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('exchange_hash', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('qr_tickets_expiry')
        .on('qr_tickets')
        .column('expires_at')
        .execute();
      await db.schema
        .createTable('oauth_states')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('browser_hash', 'text', (c) => c.notNull())
        .addColumn('utype', 'integer', (c) => c.notNull())
        .addColumn('referer', 'text', (c) => c.notNull())
        .addColumn('bind_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('oauth_states_expiry')
        .on('oauth_states')
        .column('expires_at')
        .execute();
    },
  };
}

// Price trust (docs/price-trust.md): pending reports with a server-decided reporter, and the
// outbox of verification fetches. The old pending_points rows were keyed by a client-chosen id,
// so they cannot be weighed: each product that had one is queued for the tracker to verify.
function priceTrust(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('price_reports')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('reporter', 'text', (c) => c.notNull())
        .addColumn('network', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('ts', tsType, (c) => c.notNull())
        .addColumn('list_price', 'integer', (c) => c.notNull())
        .addColumn('final_price', 'integer', (c) => c.notNull())
        .addColumn('promo', 'text')
        .addColumn('coupon', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('received_at', tsType, (c) => c.notNull())
        .addColumn('resolved_at', tsType)
        .execute();
      await db.schema
        .createIndex('price_reports_product')
        .on('price_reports')
        .columns(['product_id', 'status'])
        .execute();
      await db.schema
        .createIndex('price_reports_reporter')
        .on('price_reports')
        .columns(['reporter', 'status'])
        .execute();
      await db.schema
        .createIndex('price_reports_user')
        .on('price_reports')
        .columns(['user_id', 'status'])
        .execute();
      await db.schema
        .createTable('verification_requests')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('requested_at', tsType, (c) => c.notNull())
        .addColumn('claimed_until', tsType)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('done_at', tsType)
        .execute();
      await db.schema
        .createIndex('verification_requests_open')
        .on('verification_requests')
        .columns(['done_at', 'requested_at'])
        .execute();
      await sql`insert into verification_requests (product_id, reason, requested_at)
        select product_id, 'disputed_price', min(created_at) from pending_points
        group by product_id`.execute(db);
      await db.schema.dropTable('pending_points').execute();
    },
  };
}

/** The one migration set, shaped for the dialect where they differ (partitions, full-text). */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: () =>
      Promise.resolve({
        '0001_initial': initial(dialect),
        '0002_identity': identity(dialect),
        '0003_speed': speed(dialect),
        '0004_qr': qrAndOAuth(dialect),
        '0005_price_trust': priceTrust(dialect),
      }),
  };
}
