import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Reporter } from '../trust/reporter.js';
import type { RawObservation } from './check.js';
import type { IngestOutcome } from './doors.js';
import { ingest } from './ingest.js';

/** What became of one item of `POST /api/prices/observations`. */
export type ObservationOutcome = { index: number } & IngestOutcome;

/**
 * The extension's door: takes a reporter's batch in one transaction, each item checked on its own
 * (clear per-item errors) and screened by the trust model (docs/price-trust.md).
 */
export async function receiveObservations(
  db: Db,
  items: readonly RawObservation[],
  options: { reporter: Reporter; now: number },
): Promise<ObservationOutcome[]> {
  const door = { kind: 'extension', ...options } as const;
  const { outcomes } = await inTransaction(db, (trx) => ingest(trx, items, door));
  return outcomes.map((outcome, index) => ({ index, ...outcome }));
}
