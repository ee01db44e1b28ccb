import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0018_deal_posts` (issue #15): 好价 posts and their 值 / 不值 votes. A post is made from a real
 * drop (`source` 'auto', approved at once, at most one per product and deal day) or sent by a user
 * (爆料, `source` 'user', `pending` until an operator approves it). Each keeps the deal figures of
 * the moment it was made, because the day's verdicts are kept one day only.
 */
export function dealPosts(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('deal_posts')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('median_30', 'integer')
        .addColumn('drop_fen', 'integer')
        .addColumn('drop_bp', 'integer')
        .addColumn('data_days', 'integer', (c) => c.notNull())
        .addColumn('lowest_price', 'integer')
        .addColumn('deal_day', 'integer')
        .addColumn('reason', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reject_reason', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('reviewed_at', tsType)
        .execute();
      // Two instances posting the same drop at once: the second insert finds this and does nothing.
      await db.schema
        .createIndex('deal_posts_product_day')
        .on('deal_posts')
        .columns(['product_id', 'deal_day'])
        .unique()
        .execute();
      await db.schema
        .createIndex('deal_posts_status_created')
        .on('deal_posts')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('deal_posts_user').on('deal_posts').column('user_id').execute();

      await db.schema
        .createTable('deal_post_votes')
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('deal_posts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('updated_at', tsType, (c) => c.notNull())
        .addPrimaryKeyConstraint('deal_post_votes_pk', ['post_id', 'user_id'])
        .execute();
    },
  };
}
