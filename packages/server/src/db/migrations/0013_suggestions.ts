import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0013_suggestions` (issue #15): feedback sent from `/app/suggestion`, for operators to read.
 * Visitors may send it too, so the user is optional and is cleared (not the feedback) when the
 * account goes. `images` is a JSON list of the stored screenshots (see `uploads/store.ts`).
 */
export function suggestions(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('suggestions')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('contact', 'text')
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('client_ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .addColumn('created_at', tsType, (c) => c.notNull())
        .execute();
      // Operators read the newest unhandled feedback first.
      await db.schema
        .createIndex('suggestions_status_created')
        .on('suggestions')
        .columns(['status', 'created_at'])
        .execute();
    },
  };
}
