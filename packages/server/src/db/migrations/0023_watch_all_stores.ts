import type { Migration } from 'kysely';

/**
 * `0023_watch_all_stores` (issue 36): a watch may cover the same goods in every store
 * (`all_stores` = 1): its condition is judged on the cheapest listing of the product's cluster.
 * An alert event says when it was judged so, for its message to name the store it found.
 */
export function watchAllStores(): Migration {
  return {
    async up(db) {
      for (const table of ['watch_items', 'alert_events'] as const) {
        await db.schema
          .alterTable(table)
          .addColumn('all_stores', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
      }
    },
  };
}
