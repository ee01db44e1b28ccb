import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0021_stock` (issue 38): a product's stock as a timeline. `stock_changes` holds one row per
 * change of state ('in_stock', 'out_of_stock', 'delisted') at the time it was seen, never a
 * repeat; the summary keeps the current state and since when, so answers read it with the prices.
 */
export function stock(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('stock_changes')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('changed_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('stock_changes_product_time')
        .on('stock_changes')
        .columns(['product_id', 'changed_at'])
        .execute();
      await db.schema.alterTable('product_summaries').addColumn('stock_state', 'text').execute();
      await db.schema
        .alterTable('product_summaries')
        .addColumn('stock_changed_at', tsType)
        .execute();
    },
  };
}
