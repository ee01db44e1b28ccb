import type { Migration } from 'kysely';

/**
 * `0024_report_stock` (issue 38): a report held until it is settled keeps the stock its reporter
 * saw (a `StockState`, null when not said), so corroboration publishes it with the price.
 */
export function reportStock(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('price_reports').addColumn('stock', 'text').execute();
    },
  };
}
