import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0006_tracker` (issue #12): the state the tracker keeps. A queued link now walks
 * queued → fetching → done | blocked | off_shelf | failed | needs_browser, with its attempts and
 * when it is tried next, so a shopper can watch it; a known product remembers when its page was
 * last checked, when it is due again, and whether the store has taken it off the shelf.
 */
export function tracker(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      await db.schema
        .alterTable('tracking_queue')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
        .execute();
      await db.schema
        .alterTable('tracking_queue')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('tracking_queue').addColumn('next_attempt_at', tsType).execute();
      await db.schema.alterTable('tracking_queue').addColumn('claimed_until', tsType).execute();
      await db.schema.alterTable('tracking_queue').addColumn('last_error', 'text').execute();
      await db.schema.alterTable('tracking_queue').addColumn('updated_at', tsType).execute();
      await db.schema
        .createIndex('tracking_queue_due')
        .on('tracking_queue')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.alterTable('products').addColumn('last_checked_at', tsType).execute();
      await db.schema.alterTable('products').addColumn('next_check_at', tsType).execute();
      await db.schema.alterTable('products').addColumn('check_status', 'text').execute();
      await db.schema.alterTable('products').addColumn('off_shelf_at', tsType).execute();
      await db.schema
        .createIndex('products_next_check')
        .on('products')
        .columns(['next_check_at'])
        .execute();
    },
  };
}
