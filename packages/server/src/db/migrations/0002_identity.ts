import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/** `0002_identity`: users, sessions, linked accounts, SMS codes, limits and captchas. */
export function identity(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('phone', 'text', (c) => c.unique())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('user_unions')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('utype', 'integer', (c) => c.notNull())
        .addColumn('provider_uid', 'text', (c) => c.notNull())
        .addColumn('unick', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addUniqueConstraint('user_unions_provider', ['utype', 'provider_uid'])
        .execute();
      await db.schema.createIndex('user_unions_user').on('user_unions').column('user_id').execute();
      await db.schema
        .createTable('sms_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('sms_codes_phone')
        .on('sms_codes')
        .columns(['phone', 'tag', 'created_at'])
        .execute();
      await db.schema
        .createTable('identity_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_end', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('captchas')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
