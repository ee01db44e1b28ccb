import type { Db } from '../../db/schema.js';
import type { DealRulesView } from '../../prices/service.js';
import { postRealDeals } from './autoPosts.js';

/**
 * One round of the job that turns real drops into posts (a `PollingJob` in the plugin): make sure
 * today's verdicts were computed (a price that holds still writes nothing, so the day's refresh
 * may not have run), then post the real deals that have no open post.
 */
export async function dealPostRound(
  db: Db,
  clock: () => number,
  deals: { ensureDeals(): Promise<void>; dealRules(): DealRulesView },
): Promise<void> {
  await deals.ensureDeals();
  await postRealDeals(db, deals.dealRules(), clock());
}
