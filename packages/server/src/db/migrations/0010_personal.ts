import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0010_personal` (issue #13): a user's watch list, price-protection orders and credits ledger.
 * Each row belongs to one user and goes with the account. Credits are entries, never a balance:
 * the unique (user, reason, ref) is what makes a daily check-in or an award pay only once.
 */
export function personal(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('watch_items')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('saved_price', 'integer')
        .addColumn('target_price', 'integer')
        .addColumn('group_name', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('updated_at', tsType, (c) => c.notNull())
        .addUniqueConstraint('watch_items_user_product', ['user_id', 'product_id'])
        .execute();
      // Price writes look up who watches the product they moved.
      await db.schema
        .createIndex('watch_items_product')
        .on('watch_items')
        .column('product_id')
        .execute();
      await db.schema
        .createTable('protect_orders')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('paid_price', 'integer', (c) => c.notNull())
        .addColumn('bought_at', tsType, (c) => c.notNull())
        .addColumn('window_days', 'integer', (c) => c.notNull())
        .addColumn('ends_at', tsType, (c) => c.notNull())
        .addColumn('created_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('protect_orders_user')
        .on('protect_orders')
        .columns(['user_id', 'ends_at'])
        .execute();
      // Price writes look up the orders still inside their window on the product they moved.
      await db.schema
        .createIndex('protect_orders_product')
        .on('protect_orders')
        .columns(['product_id', 'ends_at'])
        .execute();
      await db.schema
        .createTable('credit_entries')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull())
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addUniqueConstraint('credit_entries_once', ['user_id', 'reason', 'ref'])
        .execute();
      await db.schema
        .createIndex('credit_entries_user')
        .on('credit_entries')
        .columns(['user_id', 'id'])
        .execute();
    },
  };
}
