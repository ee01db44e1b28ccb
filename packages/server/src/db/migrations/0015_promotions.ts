import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0015_promotions` (issue #15): store events (618, 双11, 年货节, 品牌日 …) with their rules and
 * products, and coupons, from `pricetrail import-promotions` and the demo catalogue. Rows stay
 * after they end: the lists compare their dates with now. `key` makes a re-import update a row
 * instead of adding it again.
 */
export function promotions(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('promotions')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('starts_at', tsType, (c) => c.notNull())
        .addColumn('ends_at', tsType, (c) => c.notNull())
        // JSON list of core's PromotionRule: each text read into its terms, or kept as text.
        .addColumn('rules', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('url', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', tsType, (c) => c.notNull())
        .execute();
      // The current and coming lists: events that have not ended, soonest first.
      await db.schema
        .createIndex('promotions_ends_starts')
        .on('promotions')
        .columns(['ends_at', 'starts_at'])
        .execute();
      await db.schema
        .createTable('promotion_products')
        .addColumn('promotion_id', 'integer', (c) =>
          c.notNull().references('promotions.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('promotion_products_pk', ['promotion_id', 'product_id'])
        .execute();
      await db.schema
        .createTable('coupons')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('threshold', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('valid_from', tsType, (c) => c.notNull())
        .addColumn('valid_to', tsType, (c) => c.notNull())
        // The 领券 page on the store's own site.
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
        .addColumn('category_slug', 'text')
        .addColumn('text', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('coupons_valid')
        .on('coupons')
        .columns(['valid_to', 'site_id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('coupons').execute();
      await db.schema.dropTable('promotion_products').execute();
      await db.schema.dropTable('promotions').execute();
    },
  };
}
