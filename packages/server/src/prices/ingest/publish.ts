import { queueAlerts } from '../../alerts/queue.js';
import type { DbHandle } from '../../db/schema.js';
import { refreshDeals } from '../deals/dealStore.js';
import {
  writeRuns,
  type ApplyResult,
  type LatestStates,
  type PriceObservation,
} from '../write/points.js';
import { updateSummaries } from '../write/summaryStore.js';
import { publishStock } from './stock.js';

/**
 * Publishes prices in the caller's transaction, stage by stage: their runs, then the summaries
 * (and revisions) of the products they touched, the stock states seen with them (and 到货提醒),
 * today's deal verdicts, and the alerts a new
 * current price sets off (the outbox), so an alert exists exactly when its price does. `states`,
 * when given, holds product states the caller vouches are current and receives the ones this
 * write leaves behind.
 */
export async function publish(
  trx: DbHandle,
  observations: readonly PriceObservation[],
  source: string,
  now: number,
  states?: LatestStates,
): Promise<ApplyResult> {
  const runs = await writeRuns(trx, observations, source, states);
  const summaries = await updateSummaries(trx, runs.changes, now);
  await publishStock(trx, observations, now);
  await refreshDeals(trx, summaries.productIds, now);
  await queueAlerts(trx, runs.moves, now);
  if (states) {
    for (const [productId, run] of runs.newest) {
      const summary = summaries.rows.get(productId);
      if (run && summary) states.set(productId, { run, summary });
      else states.delete(productId);
    }
  }
  return runs.result;
}
