import { sql, type ColumnDefinitionBuilder, type Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0011_alerts` (issue #13): alert conditions on watch items, a user's channels, and the outbox.
 * An `alert_events` row is written in the same transaction as the price that caused it, so a crash
 * neither loses nor duplicates it; it is also the in-site notice. The sender turns each event into
 * one `alert_deliveries` row per outside channel and sends those with retries.
 */
export function alerts(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const rowId = (c: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db) {
      await db.schema
        .alterTable('watch_items')
        .addColumn('alert_kind', 'text', (c) => c.notNull().defaultTo('drop'))
        .execute();
      await db.schema.alterTable('watch_items').addColumn('alert_percent', 'integer').execute();
      // The price last alerted at; null = armed. See alerts/conditions.ts for the re-arm rule.
      await db.schema.alterTable('watch_items').addColumn('notified_price', 'integer').execute();
      await db.schema.alterTable('protect_orders').addColumn('notified_price', 'integer').execute();

      await db.schema
        .createTable('alert_settings')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('daily_cap', 'integer', (c) => c.notNull())
        // Minutes after midnight, Shanghai time; both null = no quiet hours.
        .addColumn('quiet_start', 'integer')
        .addColumn('quiet_end', 'integer')
        .addColumn('email', 'text')
        .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('email_on', 'integer', (c) => c.notNull().defaultTo(0))
        // The verification link's token (sha-256 hex) and when it stops working.
        .addColumn('email_token_hash', 'text')
        .addColumn('email_token_expires', tsType)
        // One-click unsubscribe links carry this; it never signs anything in.
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
        .addColumn('webhook_url', 'text')
        .addColumn('webhook_preset', 'text', (c) => c.notNull().defaultTo('json'))
        .addColumn('webhook_secret', 'text', (c) => c.notNull())
        .addColumn('webhook_on', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('push_on', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('feed_token', 'text', (c) => c.notNull().unique())
        .addColumn('updated_at', tsType, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', idType, rowId)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_user')
        .on('push_subscriptions')
        .column('user_id')
        .execute();

      // Keys the server makes for itself on first start (the VAPID pair).
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('alert_events')
        .addColumn('id', idType, rowId)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        // Null for a channel test.
        .addColumn('product_id', 'integer', (c) => c.references('products.id'))
        .addColumn('price', 'integer')
        .addColumn('previous_price', 'integer')
        // 价保: the difference the user can claim (fen) on order `order_id`.
        .addColumn('claim_amount', 'integer')
        .addColumn('order_id', 'integer')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('dispatched_at', tsType)
        .addColumn('read_at', tsType)
        .execute();
      await db.schema
        .createIndex('alert_events_user')
        .on('alert_events')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('alert_events_undispatched')
        .on('alert_events')
        .column('id')
        .where(sql.ref('dispatched_at'), 'is', null)
        .execute();

      await db.schema
        .createTable('alert_deliveries')
        .addColumn('id', idType, rowId)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('alert_events.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        // 'email' | 'webhook' | 'push'
        .addColumn('channel', 'text', (c) => c.notNull())
        // The push subscription id for push; empty for the others.
        .addColumn('target', 'text', (c) => c.notNull())
        // 'pending' | 'sent' | 'failed' | 'capped'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', tsType, (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('sent_at', tsType)
        .addColumn('created_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('alert_deliveries_due')
        .on('alert_deliveries')
        .columns(['next_at', 'id'])
        .where(sql.ref('status'), '=', sql.lit('pending'))
        .execute();
      // The daily cap counts a user's alerts delivered since the Shanghai day began.
      await db.schema
        .createIndex('alert_deliveries_user')
        .on('alert_deliveries')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('alert_deliveries_event')
        .on('alert_deliveries')
        .column('event_id')
        .execute();
    },
  };
}
