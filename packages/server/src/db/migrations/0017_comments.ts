import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0017_comments` (issue #15): comments on any subject (`subject_kind` + `subject_id`: the app
 * itself, a deal post, …), with an optional 1–5 rating, and one report per user per comment.
 * A comment from a new account is `pending` until an operator approves it; enough reports set
 * `hidden` until an operator decides. `reports_cleared` counts the reports an approval already
 * answered, so only new reports can hide the comment again.
 */
export function comments(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('comments')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('subject_kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('rating', 'integer')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reject_reason', 'text')
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reports_cleared', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('reviewed_at', tsType)
        .execute();
      // A subject's thread reads its newest comments; the rate limit counts one author's recent ones.
      await db.schema
        .createIndex('comments_subject_created')
        .on('comments')
        .columns(['subject_kind', 'subject_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('comments_user_created')
        .on('comments')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('comments_status_hidden')
        .on('comments')
        .columns(['status', 'hidden'])
        .execute();

      await db.schema
        .createTable('comment_reports')
        .addColumn('comment_id', 'integer', (c) =>
          c.notNull().references('comments.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addPrimaryKeyConstraint('comment_reports_pk', ['comment_id', 'user_id'])
        .execute();
    },
  };
}
