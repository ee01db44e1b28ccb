import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0020_alert_rules` (issue 38): a watch may wait for 近 N 天最低 (`alert_days` = N) or 涨价, and
 * may alert at most once per `alert_interval_hours` (null = no limit), measured from
 * `alerted_at`. An alert event keeps the N it was judged over, so its message can name it.
 */
export function alertRules(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      for (const [column, type] of [
        ['alert_days', 'integer'],
        ['alert_interval_hours', 'integer'],
        ['alerted_at', tsType],
      ] as const) {
        await db.schema.alterTable('watch_items').addColumn(column, type).execute();
      }
      await db.schema.alterTable('alert_events').addColumn('alert_days', 'integer').execute();
    },
  };
}
