import type { DbHandle } from '../../db/schema.js';
import type { PriceObservation } from '../write/points.js';
import type { Reporter } from '../trust/reporter.js';

/** Logs a report from the extension and what became of it (the reporter's record in `observations`). */
export async function logObservation(
  trx: DbHandle,
  point: PriceObservation,
  reporter: Reporter,
  status: 'accepted' | 'pending',
  now: number,
): Promise<void> {
  await trx.kysely
    .insertInto('observations')
    .values({
      product_id: point.productId,
      client: reporter.key,
      source: 'extension',
      observed_at: point.ts,
      list_price: point.listPrice,
      final_price: point.finalPrice,
      status,
      received_at: now,
    })
    .execute();
}
