import { sql, type Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0005_price_trust` (docs/price-trust.md): pending reports with a server-decided reporter, and the
 * outbox of verification fetches. The old pending_points rows were keyed by a client-chosen id,
 * so they cannot be weighed: each product that had one is queued for the tracker to verify.
 */
export function priceTrust(dialect: Dialect): Migration {
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
