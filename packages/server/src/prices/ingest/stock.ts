import { queueRestockAlerts } from '../../alerts/restock.js';
import type { DbHandle } from '../../db/schema.js';
import type { PriceObservation } from '../write/points.js';
import { writeStockChanges, type StockSighting } from '../write/stock.js';

/**
 * The stock stage of publishing: the stock states seen with the published prices go into their
 * products' timelines, and each product back in stock after 无货 or 下架 sets off its 到货提醒
 * watchers, in the same transaction. Answers how many stock changes were written.
 */
export async function publishStock(
  trx: DbHandle,
  observations: readonly PriceObservation[],
  now: number,
): Promise<number> {
  const sightings: StockSighting[] = [];
  for (const { productId, ts, stock } of observations) {
    if (stock) sightings.push({ productId, ts, state: stock });
  }
  const changes = await writeStockChanges(trx, sightings);
  // Out of 预售 into 有货 is the goods shipping, not a comeback: 到货提醒 waits on 无货 and 下架.
  const restocked = changes.filter(
    (c) => c.after === 'in_stock' && (c.before === 'out_of_stock' || c.before === 'delisted'),
  );
  await queueRestockAlerts(trx, restocked, now);
  return changes.length;
}
