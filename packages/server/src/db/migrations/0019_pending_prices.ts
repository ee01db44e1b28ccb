import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0019_pending_prices` (issue 34 §3, docs/price-trust.md): a product's summary holds, beside
 * its published prices, the newest solo report shown on the product page as 待核实 (the held
 * `price_reports` row and its prices and time). Only settled prices fill the published columns.
 */
export function pendingPrices(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      for (const [column, type] of [
        ['pending_report_id', 'integer'],
        ['pending_list', 'integer'],
        ['pending_final', 'integer'],
        ['pending_ts', tsType],
      ] as const) {
        await db.schema.alterTable('product_summaries').addColumn(column, type).execute();
      }
    },
  };
}
