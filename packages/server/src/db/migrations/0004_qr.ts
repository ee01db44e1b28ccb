import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/** `0004_qr`: QR sign-in tickets and OAuth states, shared by every instance. */
export function qrAndOAuth(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('qr_tickets')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('browser_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('exchange_hash', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('qr_tickets_expiry')
        .on('qr_tickets')
        .column('expires_at')
        .execute();
      await db.schema
        .createTable('oauth_states')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('browser_hash', 'text', (c) => c.notNull())
        .addColumn('utype', 'integer', (c) => c.notNull())
        .addColumn('referer', 'text', (c) => c.notNull())
        .addColumn('bind_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('oauth_states_expiry')
        .on('oauth_states')
        .column('expires_at')
        .execute();
    },
  };
}
