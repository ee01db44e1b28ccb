import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0007_product_views` (issue #12): when a product page was last viewed, so the tracker checks
 * recently viewed products hourly and the rest daily.
 */
export function productViews(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      await db.schema.alterTable('products').addColumn('last_viewed_at', tsType).execute();
    },
  };
}
