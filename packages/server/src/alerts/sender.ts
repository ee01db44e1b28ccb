import type { Db } from '../db/schema.js';
import { deliverDue, type DeliveryContext } from './deliver.js';
import { dispatchDue } from './dispatch.js';

/** What one round of the sender did. */
export interface SendRound {
  dispatched: number;
  sent: number;
}

/**
 * One round of the background sender (a `PollingJob` in the alerts plugin): dispatch every
 * waiting event, then send every due delivery.
 */
export async function sendRound(
  db: Db,
  clock: () => number,
  context: DeliveryContext,
): Promise<SendRound> {
  const dispatched = await dispatchDue(db, clock(), context.channels.email !== undefined);
  const sent = await deliverDue(db, clock, context);
  return { dispatched, sent };
}
