import type { DbHandle } from '../../db/schema.js';
import type { PriceObservation } from '../write/points.js';
import type { Reporter } from '../trust/reporter.js';

/** A report from the extension and what became of it. */
export interface LoggedReport {
  point: PriceObservation;
  status: 'accepted' | 'pending';
}

/** Logs a reporter's reports and what became of each (its record in `observations`). */
export async function logObservations(
  trx: DbHandle,
  reports: readonly LoggedReport[],
  reporter: Reporter,
  now: number,
): Promise<void> {
  if (reports.length === 0) return;
  await trx.kysely
    .insertInto('observations')
    .values(
      reports.map(({ point, status }) => ({
        product_id: point.productId,
        client: reporter.key,
        source: 'extension',
        observed_at: point.ts,
        list_price: point.listPrice,
        final_price: point.finalPrice,
        status,
        received_at: now,
      })),
    )
    .execute();
}
