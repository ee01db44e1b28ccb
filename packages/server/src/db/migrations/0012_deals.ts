import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0012_deals` (issue #15): each product's verdict on its price of one Shanghai day, written with
 * its summary, so the deals list is one indexed query over a few hundred rows, not a scan of
 * every product's month of runs. Only deals and fake cuts (先涨后降) have a row.
 */
export function deals(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('product_deals')
        .addColumn('product_id', 'integer', (c) =>
          c.primaryKey().references('products.id').onDelete('cascade'),
        )
        .addColumn('day', 'integer', (c) => c.notNull())
        // 'deal' or 'fake'.
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('median_30', 'integer', (c) => c.notNull())
        .addColumn('drop_fen', 'integer', (c) => c.notNull())
        .addColumn('drop_bp', 'integer', (c) => c.notNull())
        .addColumn('data_days', 'integer', (c) => c.notNull())
        .addColumn('reference_price', 'integer')
        .addColumn('raised_day', 'integer')
        .addColumn('raised_price', 'integer')
        .addColumn('evidence_days', 'integer')
        .addColumn('computed_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('product_deals_day_kind')
        .on('product_deals')
        .columns(['day', 'kind', 'drop_bp'])
        .execute();
      // The Shanghai days whose verdicts were recomputed for every product (the daily roll-over).
      await db.schema
        .createTable('deal_days')
        .addColumn('day', 'integer', (c) => c.primaryKey())
        .addColumn('refreshed_at', tsType, (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('deal_days').execute();
      await db.schema.dropTable('product_deals').execute();
    },
  };
}
