import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0014_rankings` (issue #15): the rankings' two tables. `product_view_days` counts views of a
 * product's page per Shanghai day, and nothing about who viewed it (热门榜). `rank_snapshots`
 * keeps each list's ranks as first seen on a day, so tomorrow's list can show each row's move.
 */
export function rankings(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('product_view_days')
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_view_days_pk', ['product_id', 'day'])
        .execute();
      // The hot list sums the last seven days.
      await db.schema
        .createIndex('product_view_days_day')
        .on('product_view_days')
        .columns(['day', 'product_id', 'count'])
        .execute();
      await db.schema
        .createTable('rank_snapshots')
        // 'drop' | 'hot' | 'watched' | 'sales'.
        .addColumn('list', 'text', (c) => c.notNull())
        // The category slug, '' for the overall list.
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('taken_at', tsType, (c) => c.notNull())
        .addPrimaryKeyConstraint('rank_snapshots_pk', ['list', 'category', 'day', 'product_id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('rank_snapshots').execute();
      await db.schema.dropTable('product_view_days').execute();
    },
  };
}
