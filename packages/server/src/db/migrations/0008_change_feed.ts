import { sql, type Migration } from 'kysely';
import type { Dialect } from '../schema.js';

// The channel and payload the server's change feed listens for (db/changeFeed.ts).
const CHANNEL = 'pricetrail_changes';
const TABLES = ['products', 'product_summaries', 'categories'] as const;

/**
 * `0008_change_feed` (issue #18): on PostgreSQL, every statement that writes products, their
 * summaries or categories notifies every listening instance when its transaction commits, so
 * their answer caches need not read a revision per request. SQLite has nothing to add: its change
 * stamp is read from the file itself.
 */
export function changeFeed(dialect: Dialect): Migration {
  return {
    async up(db) {
      if (dialect !== 'postgres') return;
      await sql`
        create function pricetrail_notify_prices() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${sql.lit(CHANNEL)}, 'prices');
          return null;
        end $$`.execute(db);
      for (const table of TABLES) {
        await sql`
          create trigger ${sql.id(`${table}_notify`)}
          after insert or update or delete on ${sql.table(table)}
          for each statement execute function pricetrail_notify_prices()`.execute(db);
      }
    },
    async down(db) {
      if (dialect !== 'postgres') return;
      for (const table of TABLES) {
        await sql`drop trigger ${sql.id(`${table}_notify`)} on ${sql.table(table)}`.execute(db);
      }
      await sql`drop function pricetrail_notify_prices()`.execute(db);
    },
  };
}
