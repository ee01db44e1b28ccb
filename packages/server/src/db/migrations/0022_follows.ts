import { type ColumnDefinitionBuilder, type Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0022_follows` (issue 38, 关注): a signed-in shopper follows a brand, a category or a keyword;
 * the digest job sends one notice per follow and day at most about the deals, 好价 posts and new
 * lows that matched since `last_digest_at` (or since `created_at` before the first digest). A
 * digest is an `alert_events` row of kind `follow` that names its follow and keeps what it said.
 */
export function follows(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const rowId = (c: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db) {
      await db.schema
        .createTable('follows')
        .addColumn('id', idType, rowId)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        // 'brand' | 'category' | 'keyword'
        .addColumn('kind', 'text', (c) => c.notNull())
        // A brand as products spell it, a category slug, or a keyword; compared lower-cased.
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('value_key', 'text', (c) => c.notNull())
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('last_digest_at', tsType)
        .execute();
      await db.schema
        .createIndex('follows_user_value')
        .on('follows')
        .columns(['user_id', 'kind', 'value_key'])
        .unique()
        .execute();

      await db.schema
        .alterTable('alert_events')
        .addColumn('follow_id', 'integer', (c) => c.references('follows.id').onDelete('set null'))
        .execute();
      // A digest's own words (JSON: label, link, items), kept as sent: its matches move on.
      await db.schema.alterTable('alert_events').addColumn('follow_digest', 'text').execute();
    },
  };
}
